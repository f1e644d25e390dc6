import { useState, type FormEvent } from 'react';
import { BARBER_COLORS, BARBER_LIMITS, barberSchema, type BarberColor } from '@common/validation/barber';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { COLOR_NAMES } from '../utils/barber-colors';
import { BarberAvatar } from './barber-avatar';

export interface BarberFormValues {
  name: string;
  bio: string;
  color: BarberColor;
  /** null: every cut. */
  cutIds: string[] | null;
  email: string;
}

type BarberFormProps = {
  title: string;
  initial: BarberFormValues;
  cuts: readonly { id: string; name: string }[];
  /** Whether an email may be given (a barber without an account yet). */
  canInvite: boolean;
  submitLabel: string;
  onSubmit: (values: BarberFormValues) => Promise<boolean>;
  onCancel: () => void;
};

/** Adding or editing a barber: name, bio, colour, cuts and (without an account) the email to invite. */
export function BarberForm({ title, initial, cuts, canInvite, submitLabel, onSubmit, onCancel }: BarberFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const set = <K extends keyof BarberFormValues>(key: K, value: BarberFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const ids = `barber-form-${initial.name || 'nuevo'}`.replace(/\W+/g, '-');
  const every = values.cutIds === null;

  const toggleCut = (cutId: string, on: boolean) => {
    const chosen = values.cutIds ?? cuts.map((cut) => cut.id);
    const next = on ? [...chosen, cutId] : chosen.filter((id) => id !== cutId);
    set('cutIds', next.length === cuts.length ? null : next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      barberSchema.validateSync(values, { abortEarly: false });
      setErrors({});
    } catch (error) {
      const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
      setErrors(Object.fromEntries(inner.map((e) => [e.path ?? '', e.message])));
      return;
    }
    setPending(true);
    const ok = await onSubmit(values);
    setPending(false);
    if (ok) onCancel();
  };

  return (
    <form className="barber-form card" noValidate onSubmit={submit} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="barber-form__title">
        {title}
      </h2>
      <fieldset className="barber-form__fields" disabled={pending}>
        <legend className="visually-hidden">{title}</legend>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-name`}>
            Nombre
          </label>
          <input
            id={`${ids}-name`}
            className="input-box field__input"
            value={values.name}
            maxLength={BARBER_LIMITS.nameMax}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${ids}-name-error` : undefined}
            onChange={(event) => set('name', event.target.value)}
          />
          {errors.name ? (
            <p id={`${ids}-name-error`} className="field__error">
              {errors.name}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-bio`}>
            Presentación (opcional)
          </label>
          <textarea
            id={`${ids}-bio`}
            rows={3}
            className="input-box field__input field__input--multiline"
            value={values.bio}
            aria-describedby={`${ids}-bio-count`}
            aria-invalid={errors.bio ? true : undefined}
            onChange={(event) => set('bio', event.target.value)}
          />
          <p id={`${ids}-bio-count`} className="barber-form__counter">
            {errors.bio ?? `${values.bio.length}/${BARBER_LIMITS.bioMax}`}
          </p>
        </div>
        <fieldset className="barber-form__group">
          <legend className="field__label">Color</legend>
          <div className="barber-colors">
            {BARBER_COLORS.map((color) => (
              <label key={color} className="barber-colors__option">
                <input
                  type="radio"
                  name={`${ids}-color`}
                  value={color}
                  checked={values.color === color}
                  onChange={() => set('color', color)}
                />
                <BarberAvatar name={values.name || '?'} color={color} />
                <span>{COLOR_NAMES[color]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="barber-form__group">
          <legend className="field__label">Cortes que hace</legend>
          <label className="barber-form__check">
            <input
              type="checkbox"
              checked={every}
              onChange={(event) => set('cutIds', event.target.checked ? null : [])}
            />
            Todos
          </label>
          {cuts.map((cut) => (
            <label key={cut.id} className="barber-form__check">
              <input
                type="checkbox"
                checked={every || values.cutIds!.includes(cut.id)}
                onChange={(event) => toggleCut(cut.id, event.target.checked)}
              />
              {cut.name}
            </label>
          ))}
        </fieldset>
        {canInvite ? (
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-email`}>
              Email para invitarlo (opcional)
            </label>
            <input
              id={`${ids}-email`}
              type="email"
              className="input-box field__input"
              value={values.email}
              aria-describedby={`${ids}-email-hint`}
              onChange={(event) => set('email', event.target.value)}
            />
            <p id={`${ids}-email-hint`} className="field__hint">
              Le llega un enlace para elegir su contraseña, válido 72 horas.
            </p>
          </div>
        ) : null}
      </fieldset>
      <div className="barber-form__actions">
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
