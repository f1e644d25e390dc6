import type { ShopBarber } from '@/lib/shop-barbers';
import { SelectField } from '@/components/ui/select-field';

type BarberSelectProps = {
  barbers: readonly ShopBarber[];
  value: string;
  onChange: (barberId: string) => void;
  hint?: string;
};

/** «Barbero» in «Nueva cita» and «Mover» (issue 32); shown only when the shop has several. */
export function BarberSelect({ barbers, value, onChange, hint }: BarberSelectProps) {
  return (
    <SelectField label="Barbero" value={value} onChange={(event) => onChange(event.target.value)} hint={hint}>
      {barbers.map((barber) => (
        <option key={barber.id} value={barber.id}>
          {barber.name}
        </option>
      ))}
    </SelectField>
  );
}
