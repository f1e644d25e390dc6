import type { FrameProps } from './field-frame';

/** A field's props split into its frame's (label, hint, error, id, class) and its control's (the rest). */
export function splitFrameProps<P extends FrameProps>({
  label,
  error,
  hint,
  labelAside,
  id,
  className,
  ...control
}: P) {
  return { frame: { label, error, hint, labelAside, id, className }, control };
}
