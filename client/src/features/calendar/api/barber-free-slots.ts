import { graphql } from '@/gql/gql';

/**
 * The barber's free times for a new appointment (issue 31), from the slot under way and without the clients'
 * notice or horizon: those within the day's hours, and every one of the whole day, outside the hours too; for
 * one barber when the shop has several (issue 32).
 */
export const BarberFreeSlotsQuery = graphql(`
  query BarberFreeSlots($date: String!, $cutId: ID!, $barberId: ID) {
    withinHours: availableSlots(date: $date, cutId: $cutId, barberId: $barberId)
    wholeDay: availableSlots(date: $date, cutId: $cutId, barberId: $barberId, outsideHours: true)
  }
`);
