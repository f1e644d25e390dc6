import { graphql } from '@/gql/gql';

/**
 * The barber's free times for a new appointment (issue 31), from the slot under way and without the clients'
 * notice or horizon: those within the day's hours, and every one of the whole day, outside the hours too.
 */
export const BarberFreeSlotsQuery = graphql(`
  query BarberFreeSlots($date: String!, $cutId: ID!) {
    withinHours: availableSlots(date: $date, cutId: $cutId)
    wholeDay: availableSlots(date: $date, cutId: $cutId, outsideHours: true)
  }
`);
