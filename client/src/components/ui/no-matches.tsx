import { Button } from './button';
import { StatePanel } from './state-panel';

export type NoMatchesProps = {
  title: string;
  message: string;
  /** 'Limpiar búsqueda' by default. */
  clearLabel?: string;
  onClear: () => void;
};

/** A search or filter left nothing to show: say so and offer to clear it. */
export function NoMatches({ title, message, clearLabel = 'Limpiar búsqueda', onClear }: NoMatchesProps) {
  return (
    <StatePanel
      icon="search"
      title={title}
      message={message}
      actions={
        <Button variant="secondary" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  );
}
