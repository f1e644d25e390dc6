import { describe, expect, it } from 'vitest';
import { groupByBarber } from './barber-groups';

const carlos = { id: 'c', name: 'Carlos', color: 'green' };
const luis = { id: 'l', name: 'Luis', color: 'blue' };

describe('groupByBarber', () => {
  it('gives every active barber a group in their order, empty ones too, keeping the day order', () => {
    const items = [
      { id: '1', barberId: 'l', barberName: 'Luis' },
      { id: '2', barberId: 'c', barberName: 'Carlos' },
      { id: '3', barberId: 'l', barberName: 'Luis' },
    ];
    const groups = groupByBarber([carlos, luis, { id: 'm', name: 'Marta', color: 'rose' }], items);
    expect(groups.map((g) => [g.name, g.items.map((i) => i.id)])).toEqual([
      ['Carlos', ['2']],
      ['Luis', ['1', '3']],
      ['Marta', []],
    ]);
  });

  it('puts appointments of barbers no longer active after them, under the name they kept', () => {
    const items = [
      { id: '1', barberId: 'x', barberName: 'Pepe' },
      { id: '2', barberId: null, barberName: 'Ana' },
      { id: '3', barberId: 'c', barberName: 'Carlos' },
    ];
    const groups = groupByBarber([carlos], items);
    expect(groups.map((g) => [g.name, g.color, g.items.map((i) => i.id)])).toEqual([
      ['Carlos', 'green', ['3']],
      ['Ana', null, ['2']],
      ['Pepe', null, ['1']],
    ]);
  });
});
