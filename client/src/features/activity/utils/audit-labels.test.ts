import { describe, expect, it } from 'vitest';
import { changeText, entrySubject } from './audit-labels';

const barberEntry = (
  changes: { field: string; before: string | null; after: string | null }[],
  targetName: string | null,
) => ({
  appointment: null,
  targetType: 'barber',
  targetId: 'b1',
  targetName,
  targetEmail: null,
  changes,
});

// Issue 32: an entry about a barber names them in its heading.
describe('barber entries in Actividad', () => {
  it('names the barber as recorded, else as they are called today', () => {
    expect(entrySubject(barberEntry([{ field: 'name', before: null, after: '"Carlos"' }], null))).toBe('Carlos');
    expect(
      entrySubject(barberEntry([{ field: 'name', before: '"Carlos"', after: '"Carlos Ruiz"' }], 'Carlos Ruiz')),
    ).toBe('Carlos Ruiz');
    expect(entrySubject(barberEntry([{ field: 'note', before: null, after: '"Curso"' }], 'Lucas'))).toBe('Lucas');
  });

  it('says what following the shop and every cut mean', () => {
    expect(changeText('hours', '[]', 'null')).toContain('El de la barbería');
    expect(changeText('cutIds', '["a","b"]', 'null')).toContain('Todos los cortes');
  });
});
