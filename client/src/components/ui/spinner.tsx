import './spinner.css';

export function Spinner({ size = 32 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}

/** A spinner with a line saying what is on its way, announced politely to screen readers. */
export function SpinnerMessage({ className, size, message }: { className: string; size: number; message: string }) {
  return (
    <div className={className} role="status" aria-live="polite">
      <Spinner size={size} />
      <p>{message}</p>
    </div>
  );
}
