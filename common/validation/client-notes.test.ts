import { describe, expect, it } from 'vitest';
import { clientNotesMessages, clientNotesSchema } from './client-notes';

const check = (notes: unknown) => clientNotesSchema.validate({ notes });

describe('the barber’s note on a client', () => {
  it('is trimmed and keeps its line breaks', async () => {
    expect(await check('  Degradado del 1, sin raya;\nprefiere las mañanas  ')).toEqual({
      notes: 'Degradado del 1, sin raya;\nprefiere las mañanas',
    });
  });

  it('may be empty (no note) but not missing', async () => {
    expect(await check('   ')).toEqual({ notes: '' });
    await expect(check(undefined)).rejects.toThrow(clientNotesMessages.notesRequired);
  });

  it('holds 1000 characters and no more', async () => {
    expect((await check('a'.repeat(1000))).notes).toHaveLength(1000);
    await expect(check('a'.repeat(1001))).rejects.toThrow(clientNotesMessages.notesMax);
  });

  it('refuses control characters', async () => {
    await expect(check('hola\u0007')).rejects.toThrow('La nota contiene caracteres no permitidos');
  });
});
