export type ButtonLook = {
  variant?: 'primary' | 'secondary' | 'ghost';
  block?: boolean;
  className?: string;
};

/** The class list shared by buttons and the links that look like them. */
export function buttonClasses({ variant = 'primary', block = false, className }: ButtonLook) {
  return ['btn', `btn--${variant}`, block ? 'btn--block' : '', className ?? ''].filter(Boolean).join(' ');
}
