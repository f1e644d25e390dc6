import { beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  complete,
  createCut,
  CREATE,
  DELETE_ANY,
  DELETE_MINE,
  LIST,
  manualClock,
  MINE,
  ONE,
  SET_HIDDEN,
  SET_STATUS,
  SLOTS,
  slotSequence,
  UPDATE,
  type CutRef,
} from '../support/booking';
import { testAppForFile } from '../support/test-app';

// Role matrix for every root field of the appointment domain: anonymous, the owning client,
// another client and the admin. "ok" means data and no error; otherwise the error code, with no data.

const clock = manualClock('2027-04-05T12:00:00Z'); // Monday 5 April 2027, 08:00 in New York
const nextSlot = slotSequence('2027-04-06');
const t = testAppForFile({ now: clock.now });
let cut: CutRef;
let owner: { token: string; id: string };
let other: { token: string; id: string };

beforeAll(async () => {
  cut = await createCut(t);
  owner = await t.signUp({ name: 'Dueña' });
  other = await t.signUp({ name: 'Otra' });
});

type Role = 'anonymous' | 'owner' | 'other' | 'admin';
type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';

type Expected = Record<Role, Outcome>;

interface Operation {
  query: string;
  /** Fresh fixtures for one call. */
  variables: () => Promise<Record<string, unknown>>;
  expect: Expected;
}

// The rules the fields follow, by caller: every one refuses anonymous callers.
const SIGNED_IN: Expected = { anonymous: 'UNAUTHENTICATED', owner: 'ok', other: 'ok', admin: 'ok' };
const CLIENTS: Expected = { anonymous: 'UNAUTHENTICATED', owner: 'ok', other: 'ok', admin: 'FORBIDDEN' };
const ADMIN: Expected = { anonymous: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', admin: 'ok' };
// Another client's appointment is not found, as if it did not exist.
const OWNER: Expected = { anonymous: 'UNAUTHENTICATED', owner: 'ok', other: 'NOT_FOUND', admin: 'FORBIDDEN' };
const OWNER_OR_ADMIN: Expected = { anonymous: 'UNAUTHENTICATED', owner: 'ok', other: 'NOT_FOUND', admin: 'ok' };

const noVariables = async () => ({});
const ownPending = async () => ({ id: (await book(t, owner.token, { cutId: cut.id, ...nextSlot() })).id });
const ownCompleted = async () => {
  const { id } = await book(t, owner.token, { cutId: cut.id, ...nextSlot() });
  await complete(t, id);
  return { id };
};

const operations: Record<string, Operation> = {
  myAppointments: {
    query: MINE,
    variables: noVariables,
    expect: CLIENTS,
  },
  appointment: {
    query: ONE,
    variables: ownPending,
    expect: OWNER_OR_ADMIN,
  },
  appointments: {
    query: LIST,
    variables: noVariables,
    expect: ADMIN,
  },
  availableSlots: {
    query: SLOTS,
    variables: async () => ({ date: '2027-04-06', cutId: cut.id }),
    expect: SIGNED_IN,
  },
  clients: {
    query: `{ clients { id name email phone completedAppointments totalSpent } }`,
    variables: noVariables,
    expect: ADMIN,
  },
  popularCuts: {
    query: `{ popularCuts { id name usageCount } }`,
    variables: noVariables,
    expect: SIGNED_IN,
  },
  stats: {
    query: `{ stats { totalUsers totalEarnings } }`,
    variables: noVariables,
    expect: ADMIN,
  },
  createAppointment: {
    query: CREATE,
    variables: async () => ({ input: { cutId: cut.id, ...nextSlot() } }),
    expect: CLIENTS,
  },
  updateAppointment: {
    query: UPDATE,
    variables: async () => ({ ...(await ownPending()), input: { cutId: cut.id, ...nextSlot() } }),
    expect: OWNER,
  },
  deleteMyAppointment: {
    query: DELETE_MINE,
    variables: ownPending,
    expect: OWNER,
  },
  setAppointmentHidden: {
    query: SET_HIDDEN,
    variables: async () => ({ ...(await ownCompleted()), hidden: true }),
    expect: OWNER,
  },
  setAppointmentStatus: {
    query: SET_STATUS,
    variables: async () => ({ ...(await ownPending()), status: 'CONFIRMED' }),
    expect: ADMIN,
  },
  undoAppointmentStatus: {
    query: `mutation($id: ID!) { undoAppointmentStatus(id: $id) { id status } }`,
    // Completed by the admin a moment ago (on its day, by the shop's clock): the admin may take it back.
    variables: ownCompleted,
    expect: ADMIN,
  },
  deleteAppointment: {
    query: DELETE_ANY,
    variables: ownPending,
    expect: ADMIN,
  },
  deleteClient: {
    query: `mutation($id: ID!) { deleteClient(id: $id) }`,
    variables: async () => ({ id: (await t.signUp()).id }),
    expect: ADMIN,
  },
};

async function tokenOf(role: Role): Promise<string | null> {
  if (role === 'anonymous') return null;
  if (role === 'admin') return t.adminToken();
  return role === 'owner' ? owner.token : other.token;
}

const cases = Object.entries(operations).flatMap(([name, op]) =>
  (Object.keys(op.expect) as Role[]).map((role) => [name, role, op.expect[role]] as const),
);

describe('who may call each appointment, client and statistics operation', () => {
  it.each(cases)('%s as %s → %s', async (name, role, outcome) => {
    const op = operations[name];
    const res = await t.gql(op.query, await op.variables(), await tokenOf(role));
    if (outcome === 'ok') {
      expect(res.errors).toBeUndefined();
      expect(res.data?.[name]).toBeDefined();
    } else {
      expect(res.errors?.[0]?.extensions?.code).toBe(outcome);
      expect(res.data ?? null).toBeNull();
    }
  });

  it("never lists another client's appointments in myAppointments", async () => {
    const { id } = await ownPending();
    const theirs = (await t.gql(MINE, { all: true }, other.token)).data!.myAppointments as {
      id: string;
      clientId: string;
    }[];
    expect(theirs.map((a) => a.id)).not.toContain(id);
    expect(theirs.every((a) => a.clientId === other.id)).toBe(true);
  });
});
