/**
 * The REST records, one fragment per resource: the one place a record's fields are listed. Route documents
 * spread them; each answer, and its schema in openapi.json, follows. Records carry the id twice, `id` and
 * the `_id` the original front end reads (`_id: id`, last). A fragment that is a field's whole selection is
 * documented as a component named without `Rest`.
 */
const CUT_FIELDS = 'id name description price duration rebookAfterDays createdAt updatedAt';

export const restFragments = /* GraphQL */ `
  fragment RestUser on User {
    id name email phone role isVerified createdAt updatedAt _id: id
  }

  # What a barber reads of a client to book for them (issue 32): the contact, not the figures.
  fragment RestClientContact on ClientRecord {
    id name email phone isVerified _id: id
  }

  fragment RestClientRecord on ClientRecord {
    id name email phone isVerified createdAt updatedAt completedAppointments noShowAppointments totalSpent _id: id
  }

  fragment RestCut on Cut {
    ${CUT_FIELDS} _id: id
  }

  fragment RestBarber on Barber {
    id name bio color cutIds _id: id
  }

  fragment RestPopularCut on PopularCut {
    ${CUT_FIELDS} usageCount _id: id
  }

  # What client and admin answers share: a client's own clientId is an id, the admin's is the client.
  fragment RestAppointmentFields on Appointment {
    cutId cutType barberId barberName date time note status rejectionReason hidden price duration createdAt updatedAt
  }

  fragment RestAppointment on Appointment {
    id clientId ...RestAppointmentFields _id: id
  }

  fragment RestAdminAppointment on Appointment {
    id clientId: client { id name email phone _id: id } walkInName walkInPhone ...RestAppointmentFields _id: id
  }

  fragment RestClientCancellation on ClientCancellation {
    appointmentId cutType price duration date time status bookedAt cancelledAt
  }

  fragment RestDayHours on OpeningHours {
    weekday open close
  }

  fragment RestBusinessConfig on BusinessConfig {
    businessName adminName phone address email instagram updatedAt hours: openingHours { ...RestDayHours }
  }

  fragment RestPublicConfig on PublicConfig {
    businessName adminName phone address email instagram timeZone configured hours: openingHours { ...RestDayHours }
    breaks { weekday start end } nextClosures { id startDate endDate note }
  }

  fragment RestServiceStat on ServiceStat {
    name count earnings
  }

  fragment RestBarberStat on BarberStat {
    barberId name color completed earnings noShowRate occupancy
  }

  fragment RestPeriodStats on PeriodStats {
    totalAppointments completedAppointments totalEarnings from to topServices { ...RestServiceStat }
    clientCancellations cancellationRate byBarber { ...RestBarberStat } rebookReturns
  }

  # SPEC's dashboard stats name the earnings of completed appointments \`revenue\`.
  fragment RestStats on Stats {
    totalUsers totalAppointments completedAppointments totalEarnings revenue: totalEarnings
    appointmentsToday pendingAppointmentsToday completedAppointmentsToday earningsToday
    averageEarningsPerAppointment completionRate noShowAppointments noShowRate clientCancellations cancellationRate
    weeklyStats { ...RestPeriodStats } monthlyStats { ...RestPeriodStats }
    appointmentsByWeekday { weekday count }
    bestSellingServices { ...RestServiceStat }
    topClients { id name completedAppointments totalSpent _id: id }
    nextAppointments { ...RestAdminAppointment }
    byBarber { ...RestBarberStat }
  }
`;
