import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useUpdateOffer } from '../update-offer';
import './update-banner.css';

/** «Hay una versión nueva»: stays until the person updates, since the old version keeps working meanwhile. */
export function UpdateBanner() {
  const apply = useUpdateOffer();
  const [updating, setUpdating] = useState(false);
  if (!apply) return null;
  return (
    <aside className="update-banner" aria-label="Actualización de la aplicación">
      <p className="update-banner__text" role="status">
        Hay una versión nueva
      </p>
      <Button
        disabled={updating}
        onClick={() => {
          setUpdating(true);
          void apply();
        }}
      >
        {updating ? 'Actualizando…' : 'Actualizar'}
      </Button>
    </aside>
  );
}
