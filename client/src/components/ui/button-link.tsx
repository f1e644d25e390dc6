import { Link, type LinkProps } from 'react-router-dom';
import './button.css';

type ButtonLinkProps = LinkProps & {
  variant?: 'primary' | 'secondary' | 'ghost';
  block?: boolean;
};

/** A router link that looks like a button. */
export function ButtonLink({ variant = 'primary', block = false, className, ...props }: ButtonLinkProps) {
  const classes = ['btn', `btn--${variant}`, block ? 'btn--block' : '', className ?? ''].filter(Boolean);
  return <Link className={classes.join(' ')} {...props} />;
}
