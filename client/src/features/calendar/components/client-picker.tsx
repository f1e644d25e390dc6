import { useDeferredValue, useState } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { SearchField } from '@/components/ui/search-field';
import { graphql } from '@/gql/gql';

const ClientPickerQuery = graphql(`
  query ClientPicker($search: String) {
    clients(search: $search) {
      id
      name
      email
      phone
    }
  }
`);

const SHOWN = 6;

type ClientPickerProps = {
  value: string;
  onChange: (clientId: string) => void;
  error?: string;
};

/** Finds a registered client by name, email or phone and picks one (radio buttons: keyboard-friendly). */
export function ClientPicker({ value, onChange, error }: ClientPickerProps) {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const { data, loading } = useQuery(ClientPickerQuery, term.length >= 2 ? { variables: { search: term } } : skipToken);
  const found = term.length >= 2 ? (data?.clients ?? []) : [];
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);

  let status = 'Escribe al menos 2 letras del nombre, email o teléfono.';
  if (term.length >= 2 && loading && !data) status = 'Buscando...';
  else if (term.length >= 2 && found.length === 0) status = 'Ningún cliente coincide.';
  else if (found.length > 0) status = `${found.length} ${found.length === 1 ? 'cliente' : 'clientes'}`;

  return (
    <div className="client-picker">
      <SearchField label="Buscar cliente" placeholder="Buscar cliente" value={search} onChange={setSearch} />
      <p className="client-picker__status" role="status" aria-live="polite">
        {status}
      </p>
      {found.length > 0 ? (
        <fieldset className="client-picker__list">
          <legend className="visually-hidden">Clientes encontrados</legend>
          {found.slice(0, SHOWN).map((client) => (
            <label key={client.id} className="client-picker__option">
              <input
                type="radio"
                name="clientId"
                value={client.id}
                checked={value === client.id}
                onChange={() => {
                  setChosen({ id: client.id, name: client.name });
                  onChange(client.id);
                }}
              />
              <span>
                <span className="client-picker__name">{client.name}</span>
                <span className="client-picker__contact">{client.phone ?? client.email}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {value && chosen?.id === value ? <p className="client-picker__chosen">Cita para: {chosen.name}</p> : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
