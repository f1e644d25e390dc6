import type { ReactNode } from 'react';
import { Screen } from '@/components/ui/screen';
import { CATALOGUE_PATH } from '../utils/catalogue-path';
import './cuts.css';

type CutFormScreenProps = { title: string; description: string; children: ReactNode };

/** The new-cut and edit-cut screens: the way back to the catalogue above the form. */
export function CutFormScreen({ title, description, children }: CutFormScreenProps) {
  return (
    <Screen
      className="cuts-page cuts-page--form"
      title={title}
      description={description}
      back={{ to: CATALOGUE_PATH, label: 'Volver a Cortes' }}
    >
      {children}
    </Screen>
  );
}
