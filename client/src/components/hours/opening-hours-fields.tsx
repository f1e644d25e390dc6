import { Fragment } from 'react';
import {
  useWatch,
  type Control,
  type FieldErrors,
  type Path,
  type PathValue,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import type { BusinessConfigValues } from '@common/validation/business-config';
import { WEEKDAY_NAMES } from '@/lib/weekday-names';
import { HourSelect } from './hour-select';
import './opening-hours-fields.css';

const DEFAULT_OPEN = { open: '08:00', close: '18:00' };
const HOURS_ENDS = [
  { key: 'open', label: 'Apertura' },
  { key: 'close', label: 'Cierre' },
] as const;

/** Any form with a week of hours: the shop's settings, or a barber's own week (issue 32). */
type HoursForm = Pick<BusinessConfigValues, 'openingHours'>;

type OpeningHoursFieldsProps<T extends HoursForm> = {
  control: Control<T>;
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<HoursForm>['openingHours'];
  disabled?: boolean;
  legend?: string;
  hint?: string;
};

/** The weekly hours, on any half hour of the day (issue 15); a closed day has no hours. */
export function OpeningHoursFields<T extends HoursForm>({
  control,
  register,
  setValue,
  errors,
  disabled,
  legend = 'Horario de Atención',
  hint = 'Las reservas de los clientes siguen este horario.',
}: OpeningHoursFieldsProps<T>) {
  // The form's type is only known to hold `openingHours`; its paths are named here once.
  const path = (name: string) => name as Path<T>;
  const days = (useWatch({ control, name: path('openingHours') }) as HoursForm['openingHours']) ?? [];
  const setHour = (name: string, value: string | null) =>
    setValue(path(name), value as PathValue<T, Path<T>>, { shouldDirty: true });

  return (
    <fieldset className="hours-fieldset" disabled={disabled}>
      <legend className="config-form__legend">{legend}</legend>
      <p className="config-form__hint">{hint}</p>
      <ul className="bare-list hours-list">
        {days.map((day, index) => {
          const open = Boolean(day?.open || day?.close);
          const name = WEEKDAY_NAMES[(day?.weekday ?? index + 1) - 1];
          const dayError = errors?.[index] as { message?: string; open?: { message?: string } } | undefined;
          const message = dayError?.message || dayError?.open?.message;
          const errorId = `hours-${index}-error`;
          return (
            <li key={day?.weekday ?? index} className="spread-row ruled-row hours-row" data-closed={!open || undefined}>
              <label className="hours-row__toggle">
                <input
                  type="checkbox"
                  checked={open}
                  onChange={(event) => {
                    const next = event.target.checked ? DEFAULT_OPEN : { open: null, close: null };
                    setHour(`openingHours.${index}.open`, next.open);
                    setHour(`openingHours.${index}.close`, next.close);
                  }}
                />
                <span className="hours-row__day">
                  <span className="visually-hidden">Abierto: </span>
                  {name}
                </span>
              </label>
              {open ? (
                <div className="hours-row__times">
                  {HOURS_ENDS.map(({ key, label }, i) => (
                    <Fragment key={key}>
                      {i > 0 ? <span aria-hidden="true">a</span> : null}
                      <label className="visually-hidden" htmlFor={`hours-${index}-${key}`}>
                        {`${label} del ${name.toLowerCase()}`}
                      </label>
                      <HourSelect
                        id={`hours-${index}-${key}`}
                        invalid={Boolean(message)}
                        errorId={errorId}
                        {...register(path(`openingHours.${index}.${key}`))}
                      />
                    </Fragment>
                  ))}
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
