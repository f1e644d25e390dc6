import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonLook } from './button-classes';
import { Icon, type IconName } from './icon';
import './button.css';

type ButtonProps = ComponentProps<'button'> &
  ButtonLook & {
    /** Drawn before the label at the buttons' icon size. */
    icon?: IconName;
  };

export function Button({ variant, block, className, type = 'button', icon, children, ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonClasses({ variant, block, className })} {...props}>
      {icon ? <Icon name={icon} size={18} /> : null}
      {children}
    </button>
  );
}
