import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/src/domain/role';
import { addBarberAccount, type BarberAccount } from '../support/barber-account';
import { subscribeTo } from '../support/subscriptions';
import { testAppForFile } from '../support/test-app';

/**
 * Issue 32, point 7: what a BARBER may call, one line per root field of the schema. «allowed»: the role
 * passes @auth (the service may still refuse what is not theirs, see barber-role.test.ts); «FORBIDDEN»: the
 * directive refuses it with 403. A root field missing here fails the first test: whoever adds one decides.
 */
type Access = 'allowed' | 'FORBIDDEN';

const BARBER_ACCESS: Record<string, Access> = {
  // Their agenda and what booking for themselves needs.
  'Query.appointment': 'allowed',
  'Query.appointments': 'allowed',
  'Query.pendingAppointments': 'allowed',
  'Query.availableSlots': 'allowed',
  'Query.availableDays': 'allowed',
  'Query.clients': 'allowed',
  'Mutation.setAppointmentStatus': 'allowed',
  'Mutation.undoAppointmentStatus': 'allowed',
  'Mutation.moveAppointment': 'allowed',
  'Mutation.createBarberAppointment': 'allowed',
  'Subscription.appointmentChanged': 'allowed',
  // Their own figures: the statistics answer a barber theirs only (decision 0035).
  'Query.stats': 'allowed',
  // Any signed-in user's: their account, sessions and data.
  'Query.me': 'allowed',
  'Query.profile': 'allowed',
  'Query.myData': 'allowed',
  'Query.popularCuts': 'allowed',
  'Query.appointmentCalendarFile': 'allowed',
  'Mutation.updateProfile': 'allowed',
  'Mutation.changePassword': 'allowed',
  'Mutation.logout': 'allowed',
  'Mutation.logoutAll': 'allowed',
  'Mutation.renewSession': 'allowed',
  'Mutation.resendVerification': 'allowed',
  'Mutation.updateMailPreferences': 'allowed',
  // Reaches the service, which tells a barber their account is the admin's to close (400).
  'Mutation.deleteMyAccount': 'allowed',
  // Public: anyone's.
  'Query.barbers': 'allowed',
  'Query.bookingRules': 'allowed',
  'Query.closedDates': 'allowed',
  'Query.cut': 'allowed',
  'Query.cuts': 'allowed',
  'Query.passwordResetLinkValid': 'allowed',
  'Query.publicConfig': 'allowed',
  'Mutation.login': 'allowed',
  'Mutation.register': 'allowed',
  'Mutation.requestPasswordReset': 'allowed',
  'Mutation.resetPassword': 'allowed',
  'Mutation.revertEmailChange': 'allowed',
  'Mutation.unsubscribe': 'allowed',
  'Mutation.verifyEmail': 'allowed',
  // A client's own booking screens: a barber books from their agenda instead.
  'Query.myAppointments': 'FORBIDDEN',
  'Query.myLiveBookings': 'FORBIDDEN',
  'Query.myNextAppointment': 'FORBIDDEN',
  'Mutation.createAppointment': 'FORBIDDEN',
  'Mutation.updateAppointment': 'FORBIDDEN',
  'Mutation.rescheduleMyAppointment': 'FORBIDDEN',
  'Mutation.deleteMyAppointment': 'FORBIDDEN',
  'Mutation.setAppointmentHidden': 'FORBIDDEN',
  // The admin's: deleting appointments, the shop's settings, cuts, clients' accounts, exports, figures, the log.
  'Mutation.deleteAppointment': 'FORBIDDEN',
  'Query.businessConfig': 'FORBIDDEN',
  'Mutation.updateBusinessConfig': 'FORBIDDEN',
  'Mutation.updateBookingRules': 'FORBIDDEN',
  'Mutation.addClosedDate': 'FORBIDDEN',
  'Mutation.deleteClosedDate': 'FORBIDDEN',
  'Mutation.createCut': 'FORBIDDEN',
  'Mutation.updateCut': 'FORBIDDEN',
  'Mutation.deleteCut': 'FORBIDDEN',
  'Query.clientPage': 'FORBIDDEN',
  // Issue 33: the admin's private note on a client.
  'Query.clientNotes': 'FORBIDDEN',
  'Mutation.setClientNotes': 'FORBIDDEN',
  // Issue 33: the waitlist is the clients' to join and the admin's to read and offer from.
  'Query.myWaitlist': 'FORBIDDEN',
  'Query.waitlist': 'FORBIDDEN',
  'Mutation.joinWaitlist': 'FORBIDDEN',
  'Mutation.leaveWaitlist': 'FORBIDDEN',
  'Mutation.offerWaitlistTime': 'FORBIDDEN',
  'Subscription.waitlistChanged': 'FORBIDDEN',
  // Issue 34: push notifications on their own devices, as anyone signed in.
  'Query.pushPublicKey': 'allowed',
  'Mutation.subscribePush': 'allowed',
  'Mutation.unsubscribePush': 'allowed',
  'Mutation.deleteClient': 'FORBIDDEN',
  'Query.appointmentsCsv': 'FORBIDDEN',
  'Query.clientsCsv': 'FORBIDDEN',
  'Query.auditLog': 'FORBIDDEN',
  'Query.mailSettings': 'FORBIDDEN',
  'Mutation.updateMailSettings': 'FORBIDDEN',
  'Query.unsentMails': 'FORBIDDEN',
  // The admin's «Barberos»: the list with the inactive ones, adding, changing, removing and inviting barbers.
  'Query.adminBarbers': 'FORBIDDEN',
  'Mutation.createBarber': 'FORBIDDEN',
  'Mutation.updateBarber': 'FORBIDDEN',
  'Mutation.deleteBarber': 'FORBIDDEN',
  'Mutation.inviteBarber': 'FORBIDDEN',
  // Their own week: hours, breaks and days off (probed on their own barber; another's is a 403 from the service).
  'Query.barberWeek': 'allowed',
  'Query.barberTimeOff': 'allowed',
  'Mutation.setBarberHours': 'allowed',
  'Mutation.setBarberBreaks': 'allowed',
  'Mutation.addBarberTimeOff': 'allowed',
  'Mutation.removeBarberTimeOff': 'allowed',
};

const t = testAppForFile();
let barber: BarberAccount;
let roots: GraphQLObjectType[];

beforeAll(async () => {
  barber = await addBarberAccount(t);
  const { schema } = t.app;
  roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
    (root): root is GraphQLObjectType => !!root,
  );
});

const rootFields = () => roots.flatMap((root) => Object.values(root.getFields()).map((field) => ({ root, field })));

const NIL_ID = '00000000-0000-4000-8000-000000000000';

/** A value of the argument's type that GraphQL accepts, so only @auth and the services can refuse it. */
function sample(type: GraphQLInputType): unknown {
  const bare = getNullableType(type);
  if (isListType(bare)) return [];
  if (isEnumType(bare)) return bare.getValues()[0].name;
  if (isInputObjectType(bare)) {
    return Object.fromEntries(
      Object.values(bare.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  if (isScalarType(bare)) {
    const byScalar: Record<string, unknown> = { ID: NIL_ID, Int: 1, Float: 1, Boolean: false };
    if (bare.name in byScalar) return byScalar[bare.name];
    return bare.name.startsWith('DateTime') ? '2027-01-01T00:00:00.000Z' : 'x';
  }
  throw new Error(`No sample for ${String(type)}`);
}

/**
 * The field called with its required arguments only, selecting just its type name when it is an object. A
 * `barberId` is the barber's own, so a field open to them on their own barber is really let through.
 */
function operationFor(kind: string, field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => isNonNullType(arg.type));
  const declared = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  return {
    query: `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(
      required.map((arg) => [arg.name, arg.name === 'barberId' ? barber.id : sample(arg.type)]),
    ),
  };
}

describe('what a barber may call: one table for every root field (issue 32)', () => {
  it('has an entry for each root field of the schema, and none for a field that is gone', () => {
    const names = rootFields().map(({ root, field }) => `${root.name}.${field.name}`);
    expect(
      names.filter((name) => !(name in BARBER_ACCESS)),
      'root fields without an entry',
    ).toEqual([]);
    expect(
      Object.keys(BARBER_ACCESS).filter((name) => !names.includes(name)),
      'entries without a field',
    ).toEqual([]);
  });

  it('answers each Query and Mutation field as the table says, with a barber token', async () => {
    const outcomes: Record<string, Access> = {};
    for (const { root, field } of rootFields()) {
      if (root.name === 'Subscription') continue;
      // A fresh session per call: logout and logoutAll end the ones before.
      const token = await t.app.services.sessions.start({ id: barber.userId, role: Role.BARBER });
      const { query, variables } = operationFor(root.name === 'Query' ? 'query' : 'mutation', field);
      const res = await t.gql(query, variables, token);
      const codes = (res.errors ?? []).map((error) => error.extensions?.code);
      expect(codes, `${root.name}.${field.name}: ${JSON.stringify(res.errors)}`).not.toContain('UNAUTHENTICATED');
      const forbidden = res.errors?.find((error) => error.extensions?.code === 'FORBIDDEN');
      if (forbidden) expect(forbidden.message).toBe('Acceso denegado');
      outcomes[`${root.name}.${field.name}`] = forbidden ? 'FORBIDDEN' : 'allowed';
    }
    const expected = Object.fromEntries(Object.keys(outcomes).map((name) => [name, BARBER_ACCESS[name]]));
    expect(outcomes).toEqual(expected);
  });

  it('opens the subscription for a barber', async () => {
    const field = roots.find((root) => root.name === 'Subscription')?.getFields().appointmentChanged;
    expect(field && BARBER_ACCESS['Subscription.appointmentChanged']).toBe('allowed');
    // A session of its own: the calls above ended the barber's earlier ones (logoutAll).
    const token = await t.app.services.sessions.start({ id: barber.userId, role: Role.BARBER });
    const live = subscribeTo(t, token);
    try {
      await live.ready(null, barber.id);
      expect(live.failures).toEqual([]);
    } finally {
      await live.close();
    }
  });
});
