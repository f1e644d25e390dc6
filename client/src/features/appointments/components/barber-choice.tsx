import { useId, type ReactNode } from 'react';
import { BarberInitials } from '@/components/ui/barber-badge';
import type { ShopBarber } from '@/lib/shop-barbers';
import './barber-choice.css';

type BarberChoiceProps = {
  /** The barbers who do the cut chosen, in their order (more than one, or the step is not shown). */
  barbers: readonly ShopBarber[];
  /** A barber's id, or '' for «Cualquiera». */
  value: string;
  onChange: (barberId: string) => void;
};

/**
 * «¿Con quién?» (issue 32): «Cualquiera» first, then each barber as a card. Native radios under the cards,
 * so the group is one tab stop and the arrows move the choice, as any radio group.
 */
export function BarberChoice({ barbers, value, onChange }: BarberChoiceProps) {
  const name = useId();
  const option = (id: string, title: string, content: ReactNode, bio?: string | null) => (
    <label key={id || 'any'} className="barber-choice__option">
      <input
        type="radio"
        className="barber-choice__input"
        name={name}
        value={id}
        checked={value === id}
        onChange={() => onChange(id)}
      />
      <span className="barber-choice__card">
        {content}
        <span className="barber-choice__text">
          <span className="barber-choice__name">{title}</span>
          {bio ? <span className="barber-choice__bio">{bio}</span> : null}
        </span>
      </span>
    </label>
  );

  return (
    <fieldset className="field barber-choice">
      <legend className="field__label">¿Con quién?</legend>
      <div className="barber-choice__options">
        {option(
          '',
          'Cualquiera',
          <span className="barber-choice__any" aria-hidden="true">
            ✦
          </span>,
          'El primero que esté libre a la hora que elijas.',
        )}
        {barbers.map((barber) =>
          option(barber.id, barber.name, <BarberInitials name={barber.name} color={barber.color} />, barber.bio),
        )}
      </div>
    </fieldset>
  );
}
