import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import type { BusinessConfigValues } from '@common/validation/business-config';
import { HourOptions } from './hour-options';

const DAY_NAMES = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
const DEFAULT_OPEN = { open: '08:00', close: '18:00' };

type OpeningHoursFieldsProps = {
  control: Control<BusinessConfigValues>;
  register: UseFormRegister<BusinessConfigValues>;
  setValue: UseFormSetValue<BusinessConfigValues>;
  errors: FieldErrors<BusinessConfigValues>['openingHours'];
  disabled?: boolean;
};

/** The weekly hours, on any half hour of the day (issue 15); a closed day has no hours. */
export function OpeningHoursFields({ control, register, setValue, errors, disabled }: OpeningHoursFieldsProps) {
  const days = useWatch({ control, name: 'openingHours' }) ?? [];

  return (
    <fieldset className="hours-fieldset" disabled={disabled}>
      <legend className="config-form__legend">Horario de Atención</legend>
      <p className="config-form__hint">Las reservas de los clientes siguen este horario.</p>
      <ul className="hours-list">
        {days.map((day, index) => {
          const open = Boolean(day?.open || day?.close);
          const name = DAY_NAMES[(day?.weekday ?? index + 1) - 1];
          const dayError = errors?.[index] as { message?: string; open?: { message?: string } } | undefined;
          const message = dayError?.message || dayError?.open?.message;
          const errorId = `hours-${index}-error`;
          return (
            <li key={day?.weekday ?? index} className="hours-row" data-closed={!open || undefined}>
              <label className="hours-row__toggle">
                <input
                  type="checkbox"
                  checked={open}
                  onChange={(event) => {
                    const next = event.target.checked ? DEFAULT_OPEN : { open: null, close: null };
                    setValue(`openingHours.${index}.open`, next.open, { shouldDirty: true });
                    setValue(`openingHours.${index}.close`, next.close, { shouldDirty: true });
                  }}
                />
                <span className="hours-row__day">
                  <span className="visually-hidden">Abierto: </span>
                  {name}
                </span>
              </label>
              {open ? (
                <div className="hours-row__times">
                  <label className="visually-hidden" htmlFor={`hours-${index}-open`}>
                    {`Apertura del ${name.toLowerCase()}`}
                  </label>
                  <select
                    id={`hours-${index}-open`}
                    className="hours-row__select"
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? errorId : undefined}
                    {...register(`openingHours.${index}.open`)}
                  >
                    <HourOptions />
                  </select>
                  <span aria-hidden="true">a</span>
                  <label className="visually-hidden" htmlFor={`hours-${index}-close`}>
                    {`Cierre del ${name.toLowerCase()}`}
                  </label>
                  <select
                    id={`hours-${index}-close`}
                    className="hours-row__select"
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? errorId : undefined}
                    {...register(`openingHours.${index}.close`)}
                  >
                    <HourOptions />
                  </select>
                </div>
              ) : (
                <span className="hours-row__closed">Cerrado</span>
              )}
              {message ? (
                <p id={errorId} className="field__error hours-row__error">
                  {message}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
