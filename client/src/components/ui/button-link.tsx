import { Link, type LinkProps } from 'react-router-dom';
import { buttonClasses, type ButtonLook } from './button-classes';
import { Icon, type IconName } from './icon';
import './button.css';

type ButtonLinkProps = LinkProps &
  ButtonLook & {
    /** Drawn before the label at the buttons' icon size. */
    icon?: IconName;
  };

/** A router link that looks like a button. */
export function ButtonLink({ variant, block, className, icon, children, ...props }: ButtonLinkProps) {
  return (
    <Link className={buttonClasses({ variant, block, className })} {...props}>
      {icon ? <Icon name={icon} size={18} /> : null}
      {children}
    </Link>
  );
}
