/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query ClientNotes($id: ID!) {\n    clientNotes(id: $id) {\n      clientId\n      notes\n      updatedAt\n    }\n  }\n': typeof types.ClientNotesDocument;
  '\n  mutation SetClientNotes($id: ID!, $notes: String!) {\n    setClientNotes(id: $id, notes: $notes) {\n      clientId\n      notes\n      updatedAt\n    }\n  }\n': typeof types.SetClientNotesDocument;
  '\n  fragment BarberFigures_stat on BarberStat {\n    barberId\n    name\n    color\n    completed\n    earnings\n    noShowRate\n    occupancy\n  }\n': typeof types.BarberFigures_StatFragmentDoc;
  '\n  fragment NextClosures_closure on ClosedDate {\n    id\n    startDate\n    endDate\n    note\n  }\n': typeof types.NextClosures_ClosureFragmentDoc;
  '\n  fragment WeeklyHours_day on OpeningHours {\n    weekday\n    open\n    close\n  }\n': typeof types.WeeklyHours_DayFragmentDoc;
  '\n  fragment WeeklyHours_break on BookingBreak {\n    weekday\n    start\n    end\n  }\n': typeof types.WeeklyHours_BreakFragmentDoc;
  '\n  query ActivityLog($action: AuditAction, $from: String, $to: String) {\n    auditLog(action: $action, from: $from, to: $to) {\n      id\n      at\n      action\n      actorId\n      actorRole\n      actorName\n      targetType\n      targetId\n      targetName\n      targetEmail\n      appointment {\n        party\n        date\n        time\n      }\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n': typeof types.ActivityLogDocument;
  '\n  query ClientNextAppointment {\n    myNextAppointment {\n      id\n      date\n      time\n      status\n      cutType\n      barberName\n      ...AppointmentCard_appointment\n    }\n  }\n': typeof types.ClientNextAppointmentDocument;
  '\n  subscription ClientAppointmentChanged {\n    appointmentChanged {\n      kind\n      appointmentId\n      appointment {\n        status\n        ...MyAppointmentLists_appointment\n      }\n    }\n  }\n': typeof types.ClientAppointmentChangedDocument;
  '\n  query AvailableDays($from: String!, $to: String!, $cutId: ID!, $appointmentId: ID, $barberId: ID) {\n    availableDays(from: $from, to: $to, cutId: $cutId, appointmentId: $appointmentId, barberId: $barberId) {\n      date\n      free\n      reason\n      message\n    }\n  }\n': typeof types.AvailableDaysDocument;
  '\n  query BookingWindow {\n    bookingRules {\n      horizonDays\n      minNoticeHours\n      cancellationCutoffHours\n    }\n    closedDates {\n      id\n      startDate\n      endDate\n      note\n    }\n    publicConfig {\n      phone\n    }\n  }\n': typeof types.BookingWindowDocument;
  '\n  mutation CreateAppointment($input: AppointmentInput!) {\n    createAppointment(input: $input) {\n      barberName\n      ...MyAppointmentLists_appointment\n    }\n  }\n': typeof types.CreateAppointmentDocument;
  '\n  mutation DeleteMyAppointment($id: ID!) {\n    deleteMyAppointment(id: $id)\n  }\n': typeof types.DeleteMyAppointmentDocument;
  '\n  mutation HideAppointment($id: ID!) {\n    setAppointmentHidden(id: $id, hidden: true) {\n      id\n      hidden\n    }\n  }\n': typeof types.HideAppointmentDocument;
  '\n  mutation JoinWaitlist($input: WaitlistInput!) {\n    joinWaitlist(input: $input) {\n      id\n      date\n      ...MyWaitlistEntry_entry\n    }\n  }\n': typeof types.JoinWaitlistDocument;
  '\n  query LastBarber {\n    myAppointments(includeHidden: true) {\n      id\n      barberId\n      createdAt\n    }\n  }\n': typeof types.LastBarberDocument;
  '\n  mutation LeaveWaitlist($id: ID!) {\n    leaveWaitlist(id: $id)\n  }\n': typeof types.LeaveWaitlistDocument;
  '\n  query MyWaitlist {\n    myWaitlist {\n      id\n      date\n      ...MyWaitlistEntry_entry\n    }\n  }\n': typeof types.MyWaitlistDocument;
  '\n  mutation RescheduleMyAppointment($id: ID!, $input: AppointmentInput!) {\n    rescheduleMyAppointment(id: $id, input: $input) {\n      ...MyAppointmentLists_appointment\n    }\n  }\n': typeof types.RescheduleMyAppointmentDocument;
  '\n  mutation UpdateAppointment($id: ID!, $input: AppointmentInput!) {\n    updateAppointment(id: $id, input: $input) {\n      ...MyAppointmentLists_appointment\n    }\n  }\n': typeof types.UpdateAppointmentDocument;
  '\n  fragment AddToCalendar_appointment on Appointment {\n    id\n    cutType\n    date\n    startsAt\n    endsAt\n  }\n': typeof types.AddToCalendar_AppointmentFragmentDoc;
  '\n  query AppointmentCalendarFile($id: ID!) {\n    appointmentCalendarFile(id: $id)\n  }\n': typeof types.AppointmentCalendarFileDocument;
  '\n  fragment AppointmentCard_appointment on Appointment {\n    id\n    cutId\n    cutType\n    date\n    time\n    note\n    status\n    rejectionReason\n    createdAt\n    startsAt\n    barberName\n    ...AddToCalendar_appointment\n    ...RepeatBookingLink_appointment\n  }\n': typeof types.AppointmentCard_AppointmentFragmentDoc;
  '\n  fragment AppointmentForm_cut on Cut {\n    id\n    name\n    price\n    duration\n  }\n': typeof types.AppointmentForm_CutFragmentDoc;
  '\n  query AppointmentHistory {\n    myAppointments(includeHidden: true) {\n      id\n      createdAt\n      ...AppointmentHistoryItem_appointment\n    }\n  }\n': typeof types.AppointmentHistoryDocument;
  '\n  query CreateAppointmentScreen {\n    cuts {\n      id\n      ...AppointmentForm_cut\n    }\n    publicConfig {\n      ...ScheduleCard_config\n    }\n    bookingRules {\n      slotStepMinutes\n    }\n  }\n': typeof types.CreateAppointmentScreenDocument;
  '\n  query RescheduleSource($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n      date\n      time\n      barberId\n      ...RescheduleNotice_appointment\n    }\n  }\n': typeof types.RescheduleSourceDocument;
  '\n  query MyLiveBookings {\n    myLiveBookings {\n      live\n      max\n      refusal\n    }\n  }\n': typeof types.MyLiveBookingsDocument;
  '\n  query EditAppointmentScreen($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n      cutId\n      cutType\n      date\n      time\n      note\n      rejectionReason\n      barberId\n    }\n    cuts {\n      id\n      ...AppointmentForm_cut\n    }\n  }\n': typeof types.EditAppointmentScreenDocument;
  '\n  fragment AppointmentHistoryItem_appointment on Appointment {\n    id\n    cutType\n    date\n    time\n    price\n    status\n    barberName\n    ...RepeatBookingLink_appointment\n  }\n': typeof types.AppointmentHistoryItem_AppointmentFragmentDoc;
  '\n  query MyAppointments {\n    myAppointments(includeHidden: false) {\n      id\n      status\n      cutType\n      note\n      createdAt\n      ...AppointmentCard_appointment\n    }\n  }\n': typeof types.MyAppointmentsDocument;
  '\n  fragment MyWaitlistEntry_entry on WaitlistEntry {\n    id\n    date\n    cut {\n      id\n      name\n    }\n    barberName\n    from\n    to\n  }\n': typeof types.MyWaitlistEntry_EntryFragmentDoc;
  '\n  fragment RepeatBookingLink_appointment on Appointment {\n    id\n    status\n    cutId\n    cutType\n    barberId\n  }\n': typeof types.RepeatBookingLink_AppointmentFragmentDoc;
  '\n  fragment RescheduleNotice_appointment on Appointment {\n    cutType\n    date\n    time\n  }\n': typeof types.RescheduleNotice_AppointmentFragmentDoc;
  '\n  fragment ScheduleCard_config on PublicConfig {\n    openingHours {\n      ...WeeklyHours_day\n    }\n    breaks {\n      ...WeeklyHours_break\n    }\n    nextClosures {\n      ...NextClosures_closure\n    }\n  }\n': typeof types.ScheduleCard_ConfigFragmentDoc;
  '\n  fragment MyAppointmentLists_appointment on Appointment {\n    id\n    hidden\n    ...AppointmentCard_appointment\n    ...AppointmentHistoryItem_appointment\n  }\n': typeof types.MyAppointmentLists_AppointmentFragmentDoc;
  '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n': typeof types.LoginDocument;
  '\n  mutation Logout {\n    logout\n  }\n': typeof types.LogoutDocument;
  '\n  query PasswordResetLinkValid($token: String!) {\n    passwordResetLinkValid(token: $token)\n  }\n': typeof types.PasswordResetLinkValidDocument;
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n': typeof types.RegisterDocument;
  '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n': typeof types.RequestPasswordResetDocument;
  '\n  mutation ResendVerificationLink {\n    resendVerification\n  }\n': typeof types.ResendVerificationLinkDocument;
  '\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n': typeof types.ResetPasswordDocument;
  '\n  mutation RevertEmailChange($token: String!) {\n    revertEmailChange(token: $token)\n  }\n': typeof types.RevertEmailChangeDocument;
  '\n  mutation RenewSession {\n    renewSession\n  }\n': typeof types.RenewSessionDocument;
  '\n  query Me {\n    me {\n      id\n      role\n      ...UserMenu_user\n      ...VerifyEmailBanner_user\n    }\n  }\n': typeof types.MeDocument;
  '\n  mutation Unsubscribe($token: String!, $rebookOnly: Boolean) {\n    unsubscribe(token: $token, rebookOnly: $rebookOnly)\n  }\n': typeof types.UnsubscribeDocument;
  '\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n': typeof types.VerifyEmailDocument;
  '\n  fragment UserMenu_user on User {\n    id\n    name\n    role\n  }\n': typeof types.UserMenu_UserFragmentDoc;
  '\n  fragment VerifyEmailBanner_user on User {\n    id\n    email\n    isVerified\n  }\n': typeof types.VerifyEmailBanner_UserFragmentDoc;
  '\n  mutation AddBarberTimeOff($barberId: ID!, $input: BarberTimeOffInput!) {\n    addBarberTimeOff(barberId: $barberId, input: $input) {\n      id\n    }\n  }\n': typeof types.AddBarberTimeOffDocument;
  '\n  mutation CreateBarber($input: CreateBarberInput!) {\n    createBarber(input: $input) {\n      id\n    }\n  }\n': typeof types.CreateBarberDocument;
  '\n  mutation DeleteBarber($id: ID!) {\n    deleteBarber(id: $id)\n  }\n': typeof types.DeleteBarberDocument;
  '\n  mutation InviteBarber($id: ID!, $email: String!) {\n    inviteBarber(id: $id, email: $email) {\n      id\n      accountState\n      email\n    }\n  }\n': typeof types.InviteBarberDocument;
  '\n  mutation RemoveBarberTimeOff($barberId: ID!, $timeOffId: ID!) {\n    removeBarberTimeOff(barberId: $barberId, timeOffId: $timeOffId)\n  }\n': typeof types.RemoveBarberTimeOffDocument;
  '\n  mutation SetBarberBreaks($barberId: ID!, $breaks: [BookingBreakInput!]!) {\n    setBarberBreaks(barberId: $barberId, breaks: $breaks) {\n      breaks {\n        weekday\n        start\n        end\n      }\n    }\n  }\n': typeof types.SetBarberBreaksDocument;
  '\n  mutation SetBarberHours($barberId: ID!, $hours: [OpeningHoursInput!]) {\n    setBarberHours(barberId: $barberId, hours: $hours) {\n      followsShop\n      hours {\n        weekday\n        open\n        close\n      }\n    }\n  }\n': typeof types.SetBarberHoursDocument;
  '\n  mutation UpdateBarber($id: ID!, $input: UpdateBarberInput!) {\n    updateBarber(id: $id, input: $input) {\n      id\n    }\n  }\n': typeof types.UpdateBarberDocument;
  '\n  query BarberBreaks($barberId: ID!) {\n    barberWeek(barberId: $barberId) {\n      breaks {\n        weekday\n        start\n        end\n      }\n    }\n  }\n': typeof types.BarberBreaksDocument;
  '\n  fragment BarberCard_barber on Barber {\n    id\n    name\n    bio\n    color\n    active\n    order\n    cutIds\n    accountState\n    email\n  }\n': typeof types.BarberCard_BarberFragmentDoc;
  '\n  query BarberHours($barberId: ID!) {\n    barberWeek(barberId: $barberId) {\n      followsShop\n      hours {\n        weekday\n        open\n        close\n      }\n    }\n  }\n': typeof types.BarberHoursDocument;
  '\n  query BarberTimeOffList($barberId: ID!) {\n    barberTimeOff(barberId: $barberId) {\n      id\n      startDate\n      endDate\n      note\n    }\n  }\n': typeof types.BarberTimeOffListDocument;
  '\n  query AdminBarbers {\n    adminBarbers {\n      id\n      color\n      ...BarberCard_barber\n    }\n    cuts {\n      id\n      name\n    }\n  }\n': typeof types.AdminBarbersDocument;
  '\n  query BarbershopInfo {\n    publicConfig {\n      configured\n      businessName\n      adminName\n      phone\n      email\n      address\n      instagram\n      openingHours {\n        ...WeeklyHours_day\n      }\n      breaks {\n        ...WeeklyHours_break\n      }\n      nextClosures {\n        ...NextClosures_closure\n      }\n    }\n  }\n': typeof types.BarbershopInfoDocument;
  '\n  mutation AddClosedDate($input: ClosedDateInput!) {\n    addClosedDate(input: $input) {\n      id\n      appointments {\n        id\n      }\n      ...ClosedDateItem_closure\n    }\n  }\n': typeof types.AddClosedDateDocument;
  '\n  mutation DeleteClosedDate($id: ID!) {\n    deleteClosedDate(id: $id)\n  }\n': typeof types.DeleteClosedDateDocument;
  '\n  mutation UpdateBookingRules($input: BookingRulesInput!) {\n    updateBookingRules(input: $input) {\n      ...BookingRulesForm_rules\n    }\n  }\n': typeof types.UpdateBookingRulesDocument;
  '\n  mutation UpdateBusinessConfig($input: BusinessConfigInput!) {\n    updateBusinessConfig(input: $input) {\n      ...BusinessConfigForm_config\n      ...OutsideHoursNotice_config\n      updatedAt\n    }\n  }\n': typeof types.UpdateBusinessConfigDocument;
  '\n  mutation UpdateMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      ...MailSettingsForm_settings\n    }\n  }\n': typeof types.UpdateMailSettingsDocument;
  '\n  fragment AppointmentsToMove_appointment on Appointment {\n    id\n    date\n    time\n    status\n    cutType\n    client {\n      id\n      name\n    }\n    walkInName\n  }\n': typeof types.AppointmentsToMove_AppointmentFragmentDoc;
  '\n  fragment BookingRulesForm_rules on BookingRules {\n    bufferMinutes\n    minNoticeHours\n    horizonDays\n    cancellationCutoffHours\n    maxLiveBookingsPerClient\n    maxLiveBookingsUnverified\n    slotStepMinutes\n    breaks {\n      weekday\n      start\n      end\n    }\n  }\n': typeof types.BookingRulesForm_RulesFragmentDoc;
  '\n  fragment BusinessConfigForm_config on BusinessConfig {\n    businessName\n    adminName\n    phone\n    address\n    email\n    instagram\n    openingHours {\n      weekday\n      open\n      close\n    }\n  }\n': typeof types.BusinessConfigForm_ConfigFragmentDoc;
  '\n  query BusinessConfigScreen {\n    businessConfig {\n      updatedAt\n      ...BusinessConfigForm_config\n      ...OutsideHoursNotice_config\n    }\n    bookingRules {\n      ...BookingRulesForm_rules\n    }\n  }\n': typeof types.BusinessConfigScreenDocument;
  '\n  fragment ClosedDateItem_closure on ClosedDate {\n    id\n    startDate\n    endDate\n    note\n    appointments {\n      id\n      ...AppointmentsToMove_appointment\n    }\n  }\n': typeof types.ClosedDateItem_ClosureFragmentDoc;
  '\n  query ClosedDatesPanel {\n    closedDates {\n      id\n      ...ClosedDateItem_closure\n    }\n  }\n': typeof types.ClosedDatesPanelDocument;
  '\n  fragment MailSettingsForm_settings on MailSettings {\n    reminderHoursBefore\n    notifyBarber\n  }\n': typeof types.MailSettingsForm_SettingsFragmentDoc;
  '\n  query MailSettings {\n    mailSettings {\n      ...MailSettingsForm_settings\n    }\n  }\n': typeof types.MailSettingsDocument;
  '\n  fragment OutsideHoursNotice_config on BusinessConfig {\n    appointmentsOutsideHours {\n      id\n      ...AppointmentsToMove_appointment\n    }\n  }\n': typeof types.OutsideHoursNotice_ConfigFragmentDoc;
  '\n  query BarberAgendaWeek($from: String!, $to: String!) {\n    appointments(from: $from, to: $to) {\n      id\n      date\n      time\n      status\n      cutType\n      walkInName\n      client {\n        id\n        name\n      }\n      ...DayAppointmentCard_appointment\n    }\n  }\n': typeof types.BarberAgendaWeekDocument;
  '\n  query BarberFreeSlots($date: String!, $cutId: ID!, $barberId: ID) {\n    withinHours: availableSlots(date: $date, cutId: $cutId, barberId: $barberId)\n    wholeDay: availableSlots(date: $date, cutId: $cutId, barberId: $barberId, outsideHours: true)\n  }\n': typeof types.BarberFreeSlotsDocument;
  '\n  query CalendarClosedDays {\n    closedDates {\n      id\n      startDate\n      endDate\n      note\n    }\n    publicConfig {\n      openingHours {\n        weekday\n        open\n        close\n      }\n    }\n    bookingRules {\n      horizonDays\n    }\n  }\n': typeof types.CalendarClosedDaysDocument;
  '\n  subscription CalendarAppointmentChanged {\n    appointmentChanged {\n      kind\n      appointmentId\n      appointment {\n        id\n        date\n        time\n        status\n        barberId\n        cutType\n        walkInName\n        client {\n          id\n          name\n        }\n        ...CalendarDay_appointment\n        ...DayAppointmentCard_appointment\n      }\n    }\n  }\n': typeof types.CalendarAppointmentChangedDocument;
  '\n  mutation CreateBarberAppointment($input: BarberAppointmentInput!) {\n    createBarberAppointment(input: $input) {\n      id\n      date\n      status\n      barberId\n      ...CalendarDay_appointment\n      ...DayAppointmentCard_appointment\n    }\n  }\n': typeof types.CreateBarberAppointmentDocument;
  '\n  query DayWaitlist($date: String!) {\n    waitlist(date: $date) {\n      id\n      ...DayWaitlistEntry_entry\n    }\n  }\n': typeof types.DayWaitlistDocument;
  '\n  subscription WaitlistChanged {\n    waitlistChanged {\n      date\n      count\n    }\n  }\n': typeof types.WaitlistChangedDocument;
  '\n  mutation DeleteAppointment($id: ID!) {\n    deleteAppointment(id: $id)\n  }\n': typeof types.DeleteAppointmentDocument;
  '\n  mutation MoveAppointment($id: ID!, $input: MoveAppointmentInput!) {\n    moveAppointment(id: $id, input: $input) {\n      id\n      date\n      time\n      status\n      barberId\n      ...CalendarDay_appointment\n      ...DayAppointmentCard_appointment\n    }\n  }\n': typeof types.MoveAppointmentDocument;
  '\n  mutation OfferWaitlistTime($id: ID!, $time: String!) {\n    offerWaitlistTime(id: $id, time: $time) {\n      id\n      ...DayWaitlistEntry_entry\n    }\n  }\n': typeof types.OfferWaitlistTimeDocument;
  '\n  mutation SetAppointmentStatus($id: ID!, $status: AppointmentStatus!, $rejectionReason: String) {\n    setAppointmentStatus(id: $id, status: $status, rejectionReason: $rejectionReason) {\n      id\n      status\n      rejectionReason\n      updatedAt\n    }\n  }\n': typeof types.SetAppointmentStatusDocument;
  '\n  mutation UndoAppointmentStatus($id: ID!) {\n    undoAppointmentStatus(id: $id) {\n      id\n      status\n      rejectionReason\n      updatedAt\n    }\n  }\n': typeof types.UndoAppointmentStatusDocument;
  '\n  query AdminCalendarMonth($from: String!, $to: String!, $barberId: ID) {\n    appointments(from: $from, to: $to, barberId: $barberId) {\n      id\n      date\n      time\n      status\n      barberId\n      barberName\n      cutType\n      walkInName\n      client {\n        id\n        name\n      }\n      ...CalendarDay_appointment\n      ...DayAppointmentCard_appointment\n    }\n  }\n': typeof types.AdminCalendarMonthDocument;
  '\n  fragment CalendarDay_appointment on Appointment {\n    id\n    time\n    status\n    walkInName\n    client {\n      id\n      name\n    }\n  }\n': typeof types.CalendarDay_AppointmentFragmentDoc;
  '\n  query ClientPicker($search: String) {\n    clients(search: $search) {\n      id\n      name\n      email\n      phone\n    }\n  }\n': typeof types.ClientPickerDocument;
  '\n  fragment DayAppointmentCard_appointment on Appointment {\n    id\n    date\n    cutId\n    time\n    duration\n    status\n    cutType\n    price\n    note\n    rejectionReason\n    startsAt\n    walkInName\n    walkInPhone\n    barberId\n    barberName\n    client {\n      id\n      name\n      phone\n    }\n  }\n': typeof types.DayAppointmentCard_AppointmentFragmentDoc;
  '\n  fragment DayWaitlistEntry_entry on WaitlistEntry {\n    id\n    cut {\n      id\n      name\n    }\n    barberName\n    from\n    to\n    client {\n      id\n      name\n    }\n    freeTimes\n  }\n': typeof types.DayWaitlistEntry_EntryFragmentDoc;
  '\n  query NewAppointmentCuts {\n    cuts {\n      id\n      name\n      price\n      duration\n    }\n  }\n': typeof types.NewAppointmentCutsDocument;
  '\n  query PendingRequests {\n    pendingAppointments {\n      id\n      date\n      time\n      status\n      ...DayAppointmentCard_appointment\n    }\n  }\n': typeof types.PendingRequestsDocument;
  '\n  query OwnAccount {\n    me {\n      id\n    }\n  }\n': typeof types.OwnAccountDocument;
  '\n  query ClientGreeting {\n    me {\n      id\n      name\n    }\n  }\n': typeof types.ClientGreetingDocument;
  '\n  query HomeContact {\n    publicConfig {\n      configured\n      address\n      phone\n    }\n  }\n': typeof types.HomeContactDocument;
  '\n  query PopularServices {\n    popularCuts(limit: 3) {\n      id\n      name\n      description\n      price\n      duration\n    }\n  }\n': typeof types.PopularServicesDocument;
  '\n  mutation DeleteClient($id: ID!) {\n    deleteClient(id: $id)\n  }\n': typeof types.DeleteClientDocument;
  '\n  fragment ClientAppointmentItem_appointment on Appointment {\n    id\n    date\n    time\n    status\n    cutType\n    price\n    duration\n    note\n    rejectionReason\n    hidden\n    barberName\n  }\n': typeof types.ClientAppointmentItem_AppointmentFragmentDoc;
  '\n  fragment ClientCard_client on ClientRecord {\n    id\n    name\n    email\n    phone\n    isVerified\n    createdAt\n    completedAppointments\n    noShowAppointments\n    totalSpent\n  }\n': typeof types.ClientCard_ClientFragmentDoc;
  '\n  query ClientList {\n    clients {\n      id\n      name\n      email\n      phone\n      ...ClientCard_client\n    }\n  }\n': typeof types.ClientListDocument;
  '\n  query ClientPage($id: ID!) {\n    clientPage(id: $id) {\n      client {\n        id\n        name\n        email\n        phone\n        isVerified\n        createdAt\n        completedAppointments\n        noShowAppointments\n        totalSpent\n      }\n      appointments {\n        id\n        status\n        startsAt\n        ...ClientAppointmentItem_appointment\n      }\n    }\n  }\n': typeof types.ClientPageDocument;
  '\n  mutation CreateCut($input: CutInput!) {\n    createCut(input: $input) {\n      id\n      ...CutCard_cut\n    }\n  }\n': typeof types.CreateCutDocument;
  '\n  mutation DeleteCut($id: ID!) {\n    deleteCut(id: $id)\n  }\n': typeof types.DeleteCutDocument;
  '\n  mutation UpdateCut($id: ID!, $input: CutInput!) {\n    updateCut(id: $id, input: $input) {\n      id\n      ...CutCard_cut\n      ...CutForm_cut\n    }\n  }\n': typeof types.UpdateCutDocument;
  '\n  fragment CutCard_cut on Cut {\n    id\n    name\n    description\n    price\n    duration\n  }\n': typeof types.CutCard_CutFragmentDoc;
  '\n  fragment CutForm_cut on Cut {\n    name\n    description\n    price\n    duration\n    rebookAfterDays\n  }\n': typeof types.CutForm_CutFragmentDoc;
  '\n  query CutList($withContact: Boolean!) {\n    cuts {\n      id\n      name\n      description\n      ...CutCard_cut\n    }\n    publicConfig @include(if: $withContact) {\n      ...CutsContact_config\n    }\n  }\n': typeof types.CutListDocument;
  '\n  fragment CutsContact_config on PublicConfig {\n    phone\n    email\n    address\n  }\n': typeof types.CutsContact_ConfigFragmentDoc;
  '\n  query EditCut($id: ID!) {\n    cut(id: $id) {\n      id\n      ...CutForm_cut\n    }\n  }\n': typeof types.EditCutDocument;
  '\n  subscription DashboardAppointmentChanged {\n    appointmentChanged {\n      kind\n      appointmentId\n    }\n  }\n': typeof types.DashboardAppointmentChangedDocument;
  '\n  query AdminDashboard {\n    me {\n      id\n      name\n    }\n    stats {\n      ...TodayStats_stats\n      ...WeeklySummary_stats\n      bestSellingServices {\n        ...TopServices_service\n      }\n      byBarber {\n        ...BarberFigures_stat\n      }\n    }\n    barbers {\n      id\n    }\n    cuts {\n      id\n      ...ServicesPreview_cut\n    }\n    businessConfig {\n      ...DashboardContact_config\n    }\n  }\n': typeof types.AdminDashboardDocument;
  '\n  fragment DashboardContact_config on BusinessConfig {\n    address\n    phone\n    openingHours {\n      ...WeeklyHours_day\n    }\n  }\n': typeof types.DashboardContact_ConfigFragmentDoc;
  '\n  fragment ServicesPreview_cut on Cut {\n    id\n    name\n    price\n    duration\n  }\n': typeof types.ServicesPreview_CutFragmentDoc;
  '\n  fragment TodayStats_stats on Stats {\n    appointmentsToday\n    completedAppointmentsToday\n    pendingAppointmentsToday\n    earningsToday\n  }\n': typeof types.TodayStats_StatsFragmentDoc;
  '\n  fragment TopServices_service on ServiceStat {\n    name\n    count\n    earnings\n  }\n': typeof types.TopServices_ServiceFragmentDoc;
  '\n  query UnsentMails {\n    unsentMails\n  }\n': typeof types.UnsentMailsDocument;
  '\n  fragment WeeklySummary_stats on Stats {\n    nextAppointments {\n      id\n    }\n    weeklyStats {\n      totalAppointments\n      completedAppointments\n      totalEarnings\n      clientCancellations\n      cancellationRate\n      rebookReturns\n    }\n  }\n': typeof types.WeeklySummary_StatsFragmentDoc;
  '\n  query MyHoursScreen {\n    me {\n      id\n    }\n    barbers {\n      id\n      name\n      userId\n    }\n    publicConfig {\n      openingHours {\n        ...WeeklyHours_day\n      }\n      breaks {\n        ...WeeklyHours_break\n      }\n      nextClosures {\n        ...NextClosures_closure\n      }\n    }\n  }\n': typeof types.MyHoursScreenDocument;
  '\n  query PrivacyShop {\n    publicConfig {\n      configured\n      businessName\n      adminName\n      address\n      email\n      phone\n    }\n  }\n': typeof types.PrivacyShopDocument;
  '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n      updatedAt\n    }\n  }\n': typeof types.ChangePasswordDocument;
  '\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n': typeof types.DeleteMyAccountDocument;
  '\n  query MyData {\n    myData {\n      exportedAt\n      profile {\n        id\n        name\n        email\n        phone\n        role\n        isVerified\n        mailReminders\n        mailBookings\n        mailRebook\n        createdAt\n        updatedAt\n      }\n      appointments {\n        id\n        cutType\n        price\n        duration\n        date\n        time\n        note\n        status\n        rejectionReason\n        hidden\n        createdAt\n        updatedAt\n      }\n      cancellations {\n        appointmentId\n        cutType\n        price\n        duration\n        date\n        time\n        status\n        bookedAt\n        cancelledAt\n      }\n    }\n  }\n': typeof types.MyDataDocument;
  '\n  mutation LogoutAll {\n    logoutAll\n  }\n': typeof types.LogoutAllDocument;
  '\n  query PushPublicKey {\n    pushPublicKey\n  }\n': typeof types.PushPublicKeyDocument;
  '\n  mutation ResendVerification {\n    resendVerification\n  }\n': typeof types.ResendVerificationDocument;
  '\n  mutation SubscribePush($input: PushSubscriptionInput!) {\n    subscribePush(input: $input)\n  }\n': typeof types.SubscribePushDocument;
  '\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n': typeof types.UnsubscribePushDocument;
  '\n  mutation UpdateMailPreferences($input: MailPreferencesInput!) {\n    updateMailPreferences(input: $input) {\n      id\n      mailReminders\n      mailBookings\n      mailRebook\n    }\n  }\n': typeof types.UpdateMailPreferencesDocument;
  '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileCard_user\n      ...MailPreferences_user\n    }\n  }\n': typeof types.UpdateProfileDocument;
  '\n  query AdminProfileScreen {\n    profile {\n      ...ProfileCard_user\n    }\n  }\n': typeof types.AdminProfileScreenDocument;
  '\n  query BarberProfileScreen {\n    profile {\n      ...ProfileCard_user\n    }\n  }\n': typeof types.BarberProfileScreenDocument;
  '\n  fragment MailPreferences_user on User {\n    id\n    email\n    isVerified\n    mailReminders\n    mailBookings\n    mailRebook\n  }\n': typeof types.MailPreferences_UserFragmentDoc;
  '\n  fragment ProfileCard_user on User {\n    id\n    name\n    email\n    phone\n    createdAt\n    updatedAt\n  }\n': typeof types.ProfileCard_UserFragmentDoc;
  '\n  query ProfileScreen {\n    profile {\n      ...ProfileCard_user\n      ...MailPreferences_user\n    }\n  }\n': typeof types.ProfileScreenDocument;
  '\n  query AdminShopName {\n    businessConfig {\n      businessName\n    }\n  }\n': typeof types.AdminShopNameDocument;
  '\n  fragment BarberStats_stats on Stats {\n    weeklyStats {\n      byBarber {\n        ...BarberFigures_stat\n      }\n    }\n    monthlyStats {\n      byBarber {\n        ...BarberFigures_stat\n      }\n    }\n  }\n': typeof types.BarberStats_StatsFragmentDoc;
  '\n  query BusinessStats {\n    stats {\n      ...StatsCards_stats\n      ...WeekdayChart_stats\n      ...ServicesDonut_stats\n      ...TopClients_stats\n      ...BarberStats_stats\n    }\n    barbers {\n      id\n    }\n  }\n': typeof types.BusinessStatsDocument;
  '\n  fragment ServicesDonut_stats on Stats {\n    bestSellingServices {\n      name\n      count\n      earnings\n    }\n  }\n': typeof types.ServicesDonut_StatsFragmentDoc;
  '\n  fragment StatsCards_stats on Stats {\n    totalAppointments\n    totalEarnings\n    totalUsers\n    completedAppointments\n    averageEarningsPerAppointment\n    completionRate\n    noShowAppointments\n    noShowRate\n    clientCancellations\n    cancellationRate\n  }\n': typeof types.StatsCards_StatsFragmentDoc;
  '\n  fragment TopClients_stats on Stats {\n    topClients {\n      id\n      name\n      completedAppointments\n      totalSpent\n    }\n  }\n': typeof types.TopClients_StatsFragmentDoc;
  '\n  fragment WeekdayChart_stats on Stats {\n    appointmentsByWeekday {\n      weekday\n      count\n    }\n  }\n': typeof types.WeekdayChart_StatsFragmentDoc;
  '\n  query AvailableSlots($date: String!, $cutId: ID!, $appointmentId: ID, $barberId: ID) {\n    availableSlots(date: $date, cutId: $cutId, appointmentId: $appointmentId, barberId: $barberId)\n  }\n': typeof types.AvailableSlotsDocument;
  '\n  query PendingRequestCount {\n    pendingAppointments {\n      id\n    }\n  }\n': typeof types.PendingRequestCountDocument;
  '\n  subscription PendingRequestsChanged {\n    appointmentChanged {\n      kind\n      appointmentId\n    }\n  }\n': typeof types.PendingRequestsChangedDocument;
  '\n  query ShopBarbers {\n    barbers {\n      id\n      name\n      bio\n      color\n      cutIds\n      userId\n    }\n  }\n': typeof types.ShopBarbersDocument;
};
const documents: Documents = {
  '\n  query ClientNotes($id: ID!) {\n    clientNotes(id: $id) {\n      clientId\n      notes\n      updatedAt\n    }\n  }\n':
    types.ClientNotesDocument,
  '\n  mutation SetClientNotes($id: ID!, $notes: String!) {\n    setClientNotes(id: $id, notes: $notes) {\n      clientId\n      notes\n      updatedAt\n    }\n  }\n':
    types.SetClientNotesDocument,
  '\n  fragment BarberFigures_stat on BarberStat {\n    barberId\n    name\n    color\n    completed\n    earnings\n    noShowRate\n    occupancy\n  }\n':
    types.BarberFigures_StatFragmentDoc,
  '\n  fragment NextClosures_closure on ClosedDate {\n    id\n    startDate\n    endDate\n    note\n  }\n':
    types.NextClosures_ClosureFragmentDoc,
  '\n  fragment WeeklyHours_day on OpeningHours {\n    weekday\n    open\n    close\n  }\n':
    types.WeeklyHours_DayFragmentDoc,
  '\n  fragment WeeklyHours_break on BookingBreak {\n    weekday\n    start\n    end\n  }\n':
    types.WeeklyHours_BreakFragmentDoc,
  '\n  query ActivityLog($action: AuditAction, $from: String, $to: String) {\n    auditLog(action: $action, from: $from, to: $to) {\n      id\n      at\n      action\n      actorId\n      actorRole\n      actorName\n      targetType\n      targetId\n      targetName\n      targetEmail\n      appointment {\n        party\n        date\n        time\n      }\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n':
    types.ActivityLogDocument,
  '\n  query ClientNextAppointment {\n    myNextAppointment {\n      id\n      date\n      time\n      status\n      cutType\n      barberName\n      ...AppointmentCard_appointment\n    }\n  }\n':
    types.ClientNextAppointmentDocument,
  '\n  subscription ClientAppointmentChanged {\n    appointmentChanged {\n      kind\n      appointmentId\n      appointment {\n        status\n        ...MyAppointmentLists_appointment\n      }\n    }\n  }\n':
    types.ClientAppointmentChangedDocument,
  '\n  query AvailableDays($from: String!, $to: String!, $cutId: ID!, $appointmentId: ID, $barberId: ID) {\n    availableDays(from: $from, to: $to, cutId: $cutId, appointmentId: $appointmentId, barberId: $barberId) {\n      date\n      free\n      reason\n      message\n    }\n  }\n':
    types.AvailableDaysDocument,
  '\n  query BookingWindow {\n    bookingRules {\n      horizonDays\n      minNoticeHours\n      cancellationCutoffHours\n    }\n    closedDates {\n      id\n      startDate\n      endDate\n      note\n    }\n    publicConfig {\n      phone\n    }\n  }\n':
    types.BookingWindowDocument,
  '\n  mutation CreateAppointment($input: AppointmentInput!) {\n    createAppointment(input: $input) {\n      barberName\n      ...MyAppointmentLists_appointment\n    }\n  }\n':
    types.CreateAppointmentDocument,
  '\n  mutation DeleteMyAppointment($id: ID!) {\n    deleteMyAppointment(id: $id)\n  }\n':
    types.DeleteMyAppointmentDocument,
  '\n  mutation HideAppointment($id: ID!) {\n    setAppointmentHidden(id: $id, hidden: true) {\n      id\n      hidden\n    }\n  }\n':
    types.HideAppointmentDocument,
  '\n  mutation JoinWaitlist($input: WaitlistInput!) {\n    joinWaitlist(input: $input) {\n      id\n      date\n      ...MyWaitlistEntry_entry\n    }\n  }\n':
    types.JoinWaitlistDocument,
  '\n  query LastBarber {\n    myAppointments(includeHidden: true) {\n      id\n      barberId\n      createdAt\n    }\n  }\n':
    types.LastBarberDocument,
  '\n  mutation LeaveWaitlist($id: ID!) {\n    leaveWaitlist(id: $id)\n  }\n': types.LeaveWaitlistDocument,
  '\n  query MyWaitlist {\n    myWaitlist {\n      id\n      date\n      ...MyWaitlistEntry_entry\n    }\n  }\n':
    types.MyWaitlistDocument,
  '\n  mutation RescheduleMyAppointment($id: ID!, $input: AppointmentInput!) {\n    rescheduleMyAppointment(id: $id, input: $input) {\n      ...MyAppointmentLists_appointment\n    }\n  }\n':
    types.RescheduleMyAppointmentDocument,
  '\n  mutation UpdateAppointment($id: ID!, $input: AppointmentInput!) {\n    updateAppointment(id: $id, input: $input) {\n      ...MyAppointmentLists_appointment\n    }\n  }\n':
    types.UpdateAppointmentDocument,
  '\n  fragment AddToCalendar_appointment on Appointment {\n    id\n    cutType\n    date\n    startsAt\n    endsAt\n  }\n':
    types.AddToCalendar_AppointmentFragmentDoc,
  '\n  query AppointmentCalendarFile($id: ID!) {\n    appointmentCalendarFile(id: $id)\n  }\n':
    types.AppointmentCalendarFileDocument,
  '\n  fragment AppointmentCard_appointment on Appointment {\n    id\n    cutId\n    cutType\n    date\n    time\n    note\n    status\n    rejectionReason\n    createdAt\n    startsAt\n    barberName\n    ...AddToCalendar_appointment\n    ...RepeatBookingLink_appointment\n  }\n':
    types.AppointmentCard_AppointmentFragmentDoc,
  '\n  fragment AppointmentForm_cut on Cut {\n    id\n    name\n    price\n    duration\n  }\n':
    types.AppointmentForm_CutFragmentDoc,
  '\n  query AppointmentHistory {\n    myAppointments(includeHidden: true) {\n      id\n      createdAt\n      ...AppointmentHistoryItem_appointment\n    }\n  }\n':
    types.AppointmentHistoryDocument,
  '\n  query CreateAppointmentScreen {\n    cuts {\n      id\n      ...AppointmentForm_cut\n    }\n    publicConfig {\n      ...ScheduleCard_config\n    }\n    bookingRules {\n      slotStepMinutes\n    }\n  }\n':
    types.CreateAppointmentScreenDocument,
  '\n  query RescheduleSource($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n      date\n      time\n      barberId\n      ...RescheduleNotice_appointment\n    }\n  }\n':
    types.RescheduleSourceDocument,
  '\n  query MyLiveBookings {\n    myLiveBookings {\n      live\n      max\n      refusal\n    }\n  }\n':
    types.MyLiveBookingsDocument,
  '\n  query EditAppointmentScreen($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n      cutId\n      cutType\n      date\n      time\n      note\n      rejectionReason\n      barberId\n    }\n    cuts {\n      id\n      ...AppointmentForm_cut\n    }\n  }\n':
    types.EditAppointmentScreenDocument,
  '\n  fragment AppointmentHistoryItem_appointment on Appointment {\n    id\n    cutType\n    date\n    time\n    price\n    status\n    barberName\n    ...RepeatBookingLink_appointment\n  }\n':
    types.AppointmentHistoryItem_AppointmentFragmentDoc,
  '\n  query MyAppointments {\n    myAppointments(includeHidden: false) {\n      id\n      status\n      cutType\n      note\n      createdAt\n      ...AppointmentCard_appointment\n    }\n  }\n':
    types.MyAppointmentsDocument,
  '\n  fragment MyWaitlistEntry_entry on WaitlistEntry {\n    id\n    date\n    cut {\n      id\n      name\n    }\n    barberName\n    from\n    to\n  }\n':
    types.MyWaitlistEntry_EntryFragmentDoc,
  '\n  fragment RepeatBookingLink_appointment on Appointment {\n    id\n    status\n    cutId\n    cutType\n    barberId\n  }\n':
    types.RepeatBookingLink_AppointmentFragmentDoc,
  '\n  fragment RescheduleNotice_appointment on Appointment {\n    cutType\n    date\n    time\n  }\n':
    types.RescheduleNotice_AppointmentFragmentDoc,
  '\n  fragment ScheduleCard_config on PublicConfig {\n    openingHours {\n      ...WeeklyHours_day\n    }\n    breaks {\n      ...WeeklyHours_break\n    }\n    nextClosures {\n      ...NextClosures_closure\n    }\n  }\n':
    types.ScheduleCard_ConfigFragmentDoc,
  '\n  fragment MyAppointmentLists_appointment on Appointment {\n    id\n    hidden\n    ...AppointmentCard_appointment\n    ...AppointmentHistoryItem_appointment\n  }\n':
    types.MyAppointmentLists_AppointmentFragmentDoc,
  '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n':
    types.LoginDocument,
  '\n  mutation Logout {\n    logout\n  }\n': types.LogoutDocument,
  '\n  query PasswordResetLinkValid($token: String!) {\n    passwordResetLinkValid(token: $token)\n  }\n':
    types.PasswordResetLinkValidDocument,
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n':
    types.RegisterDocument,
  '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n':
    types.RequestPasswordResetDocument,
  '\n  mutation ResendVerificationLink {\n    resendVerification\n  }\n': types.ResendVerificationLinkDocument,
  '\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n':
    types.ResetPasswordDocument,
  '\n  mutation RevertEmailChange($token: String!) {\n    revertEmailChange(token: $token)\n  }\n':
    types.RevertEmailChangeDocument,
  '\n  mutation RenewSession {\n    renewSession\n  }\n': types.RenewSessionDocument,
  '\n  query Me {\n    me {\n      id\n      role\n      ...UserMenu_user\n      ...VerifyEmailBanner_user\n    }\n  }\n':
    types.MeDocument,
  '\n  mutation Unsubscribe($token: String!, $rebookOnly: Boolean) {\n    unsubscribe(token: $token, rebookOnly: $rebookOnly)\n  }\n':
    types.UnsubscribeDocument,
  '\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n': types.VerifyEmailDocument,
  '\n  fragment UserMenu_user on User {\n    id\n    name\n    role\n  }\n': types.UserMenu_UserFragmentDoc,
  '\n  fragment VerifyEmailBanner_user on User {\n    id\n    email\n    isVerified\n  }\n':
    types.VerifyEmailBanner_UserFragmentDoc,
  '\n  mutation AddBarberTimeOff($barberId: ID!, $input: BarberTimeOffInput!) {\n    addBarberTimeOff(barberId: $barberId, input: $input) {\n      id\n    }\n  }\n':
    types.AddBarberTimeOffDocument,
  '\n  mutation CreateBarber($input: CreateBarberInput!) {\n    createBarber(input: $input) {\n      id\n    }\n  }\n':
    types.CreateBarberDocument,
  '\n  mutation DeleteBarber($id: ID!) {\n    deleteBarber(id: $id)\n  }\n': types.DeleteBarberDocument,
  '\n  mutation InviteBarber($id: ID!, $email: String!) {\n    inviteBarber(id: $id, email: $email) {\n      id\n      accountState\n      email\n    }\n  }\n':
    types.InviteBarberDocument,
  '\n  mutation RemoveBarberTimeOff($barberId: ID!, $timeOffId: ID!) {\n    removeBarberTimeOff(barberId: $barberId, timeOffId: $timeOffId)\n  }\n':
    types.RemoveBarberTimeOffDocument,
  '\n  mutation SetBarberBreaks($barberId: ID!, $breaks: [BookingBreakInput!]!) {\n    setBarberBreaks(barberId: $barberId, breaks: $breaks) {\n      breaks {\n        weekday\n        start\n        end\n      }\n    }\n  }\n':
    types.SetBarberBreaksDocument,
  '\n  mutation SetBarberHours($barberId: ID!, $hours: [OpeningHoursInput!]) {\n    setBarberHours(barberId: $barberId, hours: $hours) {\n      followsShop\n      hours {\n        weekday\n        open\n        close\n      }\n    }\n  }\n':
    types.SetBarberHoursDocument,
  '\n  mutation UpdateBarber($id: ID!, $input: UpdateBarberInput!) {\n    updateBarber(id: $id, input: $input) {\n      id\n    }\n  }\n':
    types.UpdateBarberDocument,
  '\n  query BarberBreaks($barberId: ID!) {\n    barberWeek(barberId: $barberId) {\n      breaks {\n        weekday\n        start\n        end\n      }\n    }\n  }\n':
    types.BarberBreaksDocument,
  '\n  fragment BarberCard_barber on Barber {\n    id\n    name\n    bio\n    color\n    active\n    order\n    cutIds\n    accountState\n    email\n  }\n':
    types.BarberCard_BarberFragmentDoc,
  '\n  query BarberHours($barberId: ID!) {\n    barberWeek(barberId: $barberId) {\n      followsShop\n      hours {\n        weekday\n        open\n        close\n      }\n    }\n  }\n':
    types.BarberHoursDocument,
  '\n  query BarberTimeOffList($barberId: ID!) {\n    barberTimeOff(barberId: $barberId) {\n      id\n      startDate\n      endDate\n      note\n    }\n  }\n':
    types.BarberTimeOffListDocument,
  '\n  query AdminBarbers {\n    adminBarbers {\n      id\n      color\n      ...BarberCard_barber\n    }\n    cuts {\n      id\n      name\n    }\n  }\n':
    types.AdminBarbersDocument,
  '\n  query BarbershopInfo {\n    publicConfig {\n      configured\n      businessName\n      adminName\n      phone\n      email\n      address\n      instagram\n      openingHours {\n        ...WeeklyHours_day\n      }\n      breaks {\n        ...WeeklyHours_break\n      }\n      nextClosures {\n        ...NextClosures_closure\n      }\n    }\n  }\n':
    types.BarbershopInfoDocument,
  '\n  mutation AddClosedDate($input: ClosedDateInput!) {\n    addClosedDate(input: $input) {\n      id\n      appointments {\n        id\n      }\n      ...ClosedDateItem_closure\n    }\n  }\n':
    types.AddClosedDateDocument,
  '\n  mutation DeleteClosedDate($id: ID!) {\n    deleteClosedDate(id: $id)\n  }\n': types.DeleteClosedDateDocument,
  '\n  mutation UpdateBookingRules($input: BookingRulesInput!) {\n    updateBookingRules(input: $input) {\n      ...BookingRulesForm_rules\n    }\n  }\n':
    types.UpdateBookingRulesDocument,
  '\n  mutation UpdateBusinessConfig($input: BusinessConfigInput!) {\n    updateBusinessConfig(input: $input) {\n      ...BusinessConfigForm_config\n      ...OutsideHoursNotice_config\n      updatedAt\n    }\n  }\n':
    types.UpdateBusinessConfigDocument,
  '\n  mutation UpdateMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      ...MailSettingsForm_settings\n    }\n  }\n':
    types.UpdateMailSettingsDocument,
  '\n  fragment AppointmentsToMove_appointment on Appointment {\n    id\n    date\n    time\n    status\n    cutType\n    client {\n      id\n      name\n    }\n    walkInName\n  }\n':
    types.AppointmentsToMove_AppointmentFragmentDoc,
  '\n  fragment BookingRulesForm_rules on BookingRules {\n    bufferMinutes\n    minNoticeHours\n    horizonDays\n    cancellationCutoffHours\n    maxLiveBookingsPerClient\n    maxLiveBookingsUnverified\n    slotStepMinutes\n    breaks {\n      weekday\n      start\n      end\n    }\n  }\n':
    types.BookingRulesForm_RulesFragmentDoc,
  '\n  fragment BusinessConfigForm_config on BusinessConfig {\n    businessName\n    adminName\n    phone\n    address\n    email\n    instagram\n    openingHours {\n      weekday\n      open\n      close\n    }\n  }\n':
    types.BusinessConfigForm_ConfigFragmentDoc,
  '\n  query BusinessConfigScreen {\n    businessConfig {\n      updatedAt\n      ...BusinessConfigForm_config\n      ...OutsideHoursNotice_config\n    }\n    bookingRules {\n      ...BookingRulesForm_rules\n    }\n  }\n':
    types.BusinessConfigScreenDocument,
  '\n  fragment ClosedDateItem_closure on ClosedDate {\n    id\n    startDate\n    endDate\n    note\n    appointments {\n      id\n      ...AppointmentsToMove_appointment\n    }\n  }\n':
    types.ClosedDateItem_ClosureFragmentDoc,
  '\n  query ClosedDatesPanel {\n    closedDates {\n      id\n      ...ClosedDateItem_closure\n    }\n  }\n':
    types.ClosedDatesPanelDocument,
  '\n  fragment MailSettingsForm_settings on MailSettings {\n    reminderHoursBefore\n    notifyBarber\n  }\n':
    types.MailSettingsForm_SettingsFragmentDoc,
  '\n  query MailSettings {\n    mailSettings {\n      ...MailSettingsForm_settings\n    }\n  }\n':
    types.MailSettingsDocument,
  '\n  fragment OutsideHoursNotice_config on BusinessConfig {\n    appointmentsOutsideHours {\n      id\n      ...AppointmentsToMove_appointment\n    }\n  }\n':
    types.OutsideHoursNotice_ConfigFragmentDoc,
  '\n  query BarberAgendaWeek($from: String!, $to: String!) {\n    appointments(from: $from, to: $to) {\n      id\n      date\n      time\n      status\n      cutType\n      walkInName\n      client {\n        id\n        name\n      }\n      ...DayAppointmentCard_appointment\n    }\n  }\n':
    types.BarberAgendaWeekDocument,
  '\n  query BarberFreeSlots($date: String!, $cutId: ID!, $barberId: ID) {\n    withinHours: availableSlots(date: $date, cutId: $cutId, barberId: $barberId)\n    wholeDay: availableSlots(date: $date, cutId: $cutId, barberId: $barberId, outsideHours: true)\n  }\n':
    types.BarberFreeSlotsDocument,
  '\n  query CalendarClosedDays {\n    closedDates {\n      id\n      startDate\n      endDate\n      note\n    }\n    publicConfig {\n      openingHours {\n        weekday\n        open\n        close\n      }\n    }\n    bookingRules {\n      horizonDays\n    }\n  }\n':
    types.CalendarClosedDaysDocument,
  '\n  subscription CalendarAppointmentChanged {\n    appointmentChanged {\n      kind\n      appointmentId\n      appointment {\n        id\n        date\n        time\n        status\n        barberId\n        cutType\n        walkInName\n        client {\n          id\n          name\n        }\n        ...CalendarDay_appointment\n        ...DayAppointmentCard_appointment\n      }\n    }\n  }\n':
    types.CalendarAppointmentChangedDocument,
  '\n  mutation CreateBarberAppointment($input: BarberAppointmentInput!) {\n    createBarberAppointment(input: $input) {\n      id\n      date\n      status\n      barberId\n      ...CalendarDay_appointment\n      ...DayAppointmentCard_appointment\n    }\n  }\n':
    types.CreateBarberAppointmentDocument,
  '\n  query DayWaitlist($date: String!) {\n    waitlist(date: $date) {\n      id\n      ...DayWaitlistEntry_entry\n    }\n  }\n':
    types.DayWaitlistDocument,
  '\n  subscription WaitlistChanged {\n    waitlistChanged {\n      date\n      count\n    }\n  }\n':
    types.WaitlistChangedDocument,
  '\n  mutation DeleteAppointment($id: ID!) {\n    deleteAppointment(id: $id)\n  }\n': types.DeleteAppointmentDocument,
  '\n  mutation MoveAppointment($id: ID!, $input: MoveAppointmentInput!) {\n    moveAppointment(id: $id, input: $input) {\n      id\n      date\n      time\n      status\n      barberId\n      ...CalendarDay_appointment\n      ...DayAppointmentCard_appointment\n    }\n  }\n':
    types.MoveAppointmentDocument,
  '\n  mutation OfferWaitlistTime($id: ID!, $time: String!) {\n    offerWaitlistTime(id: $id, time: $time) {\n      id\n      ...DayWaitlistEntry_entry\n    }\n  }\n':
    types.OfferWaitlistTimeDocument,
  '\n  mutation SetAppointmentStatus($id: ID!, $status: AppointmentStatus!, $rejectionReason: String) {\n    setAppointmentStatus(id: $id, status: $status, rejectionReason: $rejectionReason) {\n      id\n      status\n      rejectionReason\n      updatedAt\n    }\n  }\n':
    types.SetAppointmentStatusDocument,
  '\n  mutation UndoAppointmentStatus($id: ID!) {\n    undoAppointmentStatus(id: $id) {\n      id\n      status\n      rejectionReason\n      updatedAt\n    }\n  }\n':
    types.UndoAppointmentStatusDocument,
  '\n  query AdminCalendarMonth($from: String!, $to: String!, $barberId: ID) {\n    appointments(from: $from, to: $to, barberId: $barberId) {\n      id\n      date\n      time\n      status\n      barberId\n      barberName\n      cutType\n      walkInName\n      client {\n        id\n        name\n      }\n      ...CalendarDay_appointment\n      ...DayAppointmentCard_appointment\n    }\n  }\n':
    types.AdminCalendarMonthDocument,
  '\n  fragment CalendarDay_appointment on Appointment {\n    id\n    time\n    status\n    walkInName\n    client {\n      id\n      name\n    }\n  }\n':
    types.CalendarDay_AppointmentFragmentDoc,
  '\n  query ClientPicker($search: String) {\n    clients(search: $search) {\n      id\n      name\n      email\n      phone\n    }\n  }\n':
    types.ClientPickerDocument,
  '\n  fragment DayAppointmentCard_appointment on Appointment {\n    id\n    date\n    cutId\n    time\n    duration\n    status\n    cutType\n    price\n    note\n    rejectionReason\n    startsAt\n    walkInName\n    walkInPhone\n    barberId\n    barberName\n    client {\n      id\n      name\n      phone\n    }\n  }\n':
    types.DayAppointmentCard_AppointmentFragmentDoc,
  '\n  fragment DayWaitlistEntry_entry on WaitlistEntry {\n    id\n    cut {\n      id\n      name\n    }\n    barberName\n    from\n    to\n    client {\n      id\n      name\n    }\n    freeTimes\n  }\n':
    types.DayWaitlistEntry_EntryFragmentDoc,
  '\n  query NewAppointmentCuts {\n    cuts {\n      id\n      name\n      price\n      duration\n    }\n  }\n':
    types.NewAppointmentCutsDocument,
  '\n  query PendingRequests {\n    pendingAppointments {\n      id\n      date\n      time\n      status\n      ...DayAppointmentCard_appointment\n    }\n  }\n':
    types.PendingRequestsDocument,
  '\n  query OwnAccount {\n    me {\n      id\n    }\n  }\n': types.OwnAccountDocument,
  '\n  query ClientGreeting {\n    me {\n      id\n      name\n    }\n  }\n': types.ClientGreetingDocument,
  '\n  query HomeContact {\n    publicConfig {\n      configured\n      address\n      phone\n    }\n  }\n':
    types.HomeContactDocument,
  '\n  query PopularServices {\n    popularCuts(limit: 3) {\n      id\n      name\n      description\n      price\n      duration\n    }\n  }\n':
    types.PopularServicesDocument,
  '\n  mutation DeleteClient($id: ID!) {\n    deleteClient(id: $id)\n  }\n': types.DeleteClientDocument,
  '\n  fragment ClientAppointmentItem_appointment on Appointment {\n    id\n    date\n    time\n    status\n    cutType\n    price\n    duration\n    note\n    rejectionReason\n    hidden\n    barberName\n  }\n':
    types.ClientAppointmentItem_AppointmentFragmentDoc,
  '\n  fragment ClientCard_client on ClientRecord {\n    id\n    name\n    email\n    phone\n    isVerified\n    createdAt\n    completedAppointments\n    noShowAppointments\n    totalSpent\n  }\n':
    types.ClientCard_ClientFragmentDoc,
  '\n  query ClientList {\n    clients {\n      id\n      name\n      email\n      phone\n      ...ClientCard_client\n    }\n  }\n':
    types.ClientListDocument,
  '\n  query ClientPage($id: ID!) {\n    clientPage(id: $id) {\n      client {\n        id\n        name\n        email\n        phone\n        isVerified\n        createdAt\n        completedAppointments\n        noShowAppointments\n        totalSpent\n      }\n      appointments {\n        id\n        status\n        startsAt\n        ...ClientAppointmentItem_appointment\n      }\n    }\n  }\n':
    types.ClientPageDocument,
  '\n  mutation CreateCut($input: CutInput!) {\n    createCut(input: $input) {\n      id\n      ...CutCard_cut\n    }\n  }\n':
    types.CreateCutDocument,
  '\n  mutation DeleteCut($id: ID!) {\n    deleteCut(id: $id)\n  }\n': types.DeleteCutDocument,
  '\n  mutation UpdateCut($id: ID!, $input: CutInput!) {\n    updateCut(id: $id, input: $input) {\n      id\n      ...CutCard_cut\n      ...CutForm_cut\n    }\n  }\n':
    types.UpdateCutDocument,
  '\n  fragment CutCard_cut on Cut {\n    id\n    name\n    description\n    price\n    duration\n  }\n':
    types.CutCard_CutFragmentDoc,
  '\n  fragment CutForm_cut on Cut {\n    name\n    description\n    price\n    duration\n    rebookAfterDays\n  }\n':
    types.CutForm_CutFragmentDoc,
  '\n  query CutList($withContact: Boolean!) {\n    cuts {\n      id\n      name\n      description\n      ...CutCard_cut\n    }\n    publicConfig @include(if: $withContact) {\n      ...CutsContact_config\n    }\n  }\n':
    types.CutListDocument,
  '\n  fragment CutsContact_config on PublicConfig {\n    phone\n    email\n    address\n  }\n':
    types.CutsContact_ConfigFragmentDoc,
  '\n  query EditCut($id: ID!) {\n    cut(id: $id) {\n      id\n      ...CutForm_cut\n    }\n  }\n':
    types.EditCutDocument,
  '\n  subscription DashboardAppointmentChanged {\n    appointmentChanged {\n      kind\n      appointmentId\n    }\n  }\n':
    types.DashboardAppointmentChangedDocument,
  '\n  query AdminDashboard {\n    me {\n      id\n      name\n    }\n    stats {\n      ...TodayStats_stats\n      ...WeeklySummary_stats\n      bestSellingServices {\n        ...TopServices_service\n      }\n      byBarber {\n        ...BarberFigures_stat\n      }\n    }\n    barbers {\n      id\n    }\n    cuts {\n      id\n      ...ServicesPreview_cut\n    }\n    businessConfig {\n      ...DashboardContact_config\n    }\n  }\n':
    types.AdminDashboardDocument,
  '\n  fragment DashboardContact_config on BusinessConfig {\n    address\n    phone\n    openingHours {\n      ...WeeklyHours_day\n    }\n  }\n':
    types.DashboardContact_ConfigFragmentDoc,
  '\n  fragment ServicesPreview_cut on Cut {\n    id\n    name\n    price\n    duration\n  }\n':
    types.ServicesPreview_CutFragmentDoc,
  '\n  fragment TodayStats_stats on Stats {\n    appointmentsToday\n    completedAppointmentsToday\n    pendingAppointmentsToday\n    earningsToday\n  }\n':
    types.TodayStats_StatsFragmentDoc,
  '\n  fragment TopServices_service on ServiceStat {\n    name\n    count\n    earnings\n  }\n':
    types.TopServices_ServiceFragmentDoc,
  '\n  query UnsentMails {\n    unsentMails\n  }\n': types.UnsentMailsDocument,
  '\n  fragment WeeklySummary_stats on Stats {\n    nextAppointments {\n      id\n    }\n    weeklyStats {\n      totalAppointments\n      completedAppointments\n      totalEarnings\n      clientCancellations\n      cancellationRate\n      rebookReturns\n    }\n  }\n':
    types.WeeklySummary_StatsFragmentDoc,
  '\n  query MyHoursScreen {\n    me {\n      id\n    }\n    barbers {\n      id\n      name\n      userId\n    }\n    publicConfig {\n      openingHours {\n        ...WeeklyHours_day\n      }\n      breaks {\n        ...WeeklyHours_break\n      }\n      nextClosures {\n        ...NextClosures_closure\n      }\n    }\n  }\n':
    types.MyHoursScreenDocument,
  '\n  query PrivacyShop {\n    publicConfig {\n      configured\n      businessName\n      adminName\n      address\n      email\n      phone\n    }\n  }\n':
    types.PrivacyShopDocument,
  '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n      updatedAt\n    }\n  }\n':
    types.ChangePasswordDocument,
  '\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n':
    types.DeleteMyAccountDocument,
  '\n  query MyData {\n    myData {\n      exportedAt\n      profile {\n        id\n        name\n        email\n        phone\n        role\n        isVerified\n        mailReminders\n        mailBookings\n        mailRebook\n        createdAt\n        updatedAt\n      }\n      appointments {\n        id\n        cutType\n        price\n        duration\n        date\n        time\n        note\n        status\n        rejectionReason\n        hidden\n        createdAt\n        updatedAt\n      }\n      cancellations {\n        appointmentId\n        cutType\n        price\n        duration\n        date\n        time\n        status\n        bookedAt\n        cancelledAt\n      }\n    }\n  }\n':
    types.MyDataDocument,
  '\n  mutation LogoutAll {\n    logoutAll\n  }\n': types.LogoutAllDocument,
  '\n  query PushPublicKey {\n    pushPublicKey\n  }\n': types.PushPublicKeyDocument,
  '\n  mutation ResendVerification {\n    resendVerification\n  }\n': types.ResendVerificationDocument,
  '\n  mutation SubscribePush($input: PushSubscriptionInput!) {\n    subscribePush(input: $input)\n  }\n':
    types.SubscribePushDocument,
  '\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n':
    types.UnsubscribePushDocument,
  '\n  mutation UpdateMailPreferences($input: MailPreferencesInput!) {\n    updateMailPreferences(input: $input) {\n      id\n      mailReminders\n      mailBookings\n      mailRebook\n    }\n  }\n':
    types.UpdateMailPreferencesDocument,
  '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileCard_user\n      ...MailPreferences_user\n    }\n  }\n':
    types.UpdateProfileDocument,
  '\n  query AdminProfileScreen {\n    profile {\n      ...ProfileCard_user\n    }\n  }\n':
    types.AdminProfileScreenDocument,
  '\n  query BarberProfileScreen {\n    profile {\n      ...ProfileCard_user\n    }\n  }\n':
    types.BarberProfileScreenDocument,
  '\n  fragment MailPreferences_user on User {\n    id\n    email\n    isVerified\n    mailReminders\n    mailBookings\n    mailRebook\n  }\n':
    types.MailPreferences_UserFragmentDoc,
  '\n  fragment ProfileCard_user on User {\n    id\n    name\n    email\n    phone\n    createdAt\n    updatedAt\n  }\n':
    types.ProfileCard_UserFragmentDoc,
  '\n  query ProfileScreen {\n    profile {\n      ...ProfileCard_user\n      ...MailPreferences_user\n    }\n  }\n':
    types.ProfileScreenDocument,
  '\n  query AdminShopName {\n    businessConfig {\n      businessName\n    }\n  }\n': types.AdminShopNameDocument,
  '\n  fragment BarberStats_stats on Stats {\n    weeklyStats {\n      byBarber {\n        ...BarberFigures_stat\n      }\n    }\n    monthlyStats {\n      byBarber {\n        ...BarberFigures_stat\n      }\n    }\n  }\n':
    types.BarberStats_StatsFragmentDoc,
  '\n  query BusinessStats {\n    stats {\n      ...StatsCards_stats\n      ...WeekdayChart_stats\n      ...ServicesDonut_stats\n      ...TopClients_stats\n      ...BarberStats_stats\n    }\n    barbers {\n      id\n    }\n  }\n':
    types.BusinessStatsDocument,
  '\n  fragment ServicesDonut_stats on Stats {\n    bestSellingServices {\n      name\n      count\n      earnings\n    }\n  }\n':
    types.ServicesDonut_StatsFragmentDoc,
  '\n  fragment StatsCards_stats on Stats {\n    totalAppointments\n    totalEarnings\n    totalUsers\n    completedAppointments\n    averageEarningsPerAppointment\n    completionRate\n    noShowAppointments\n    noShowRate\n    clientCancellations\n    cancellationRate\n  }\n':
    types.StatsCards_StatsFragmentDoc,
  '\n  fragment TopClients_stats on Stats {\n    topClients {\n      id\n      name\n      completedAppointments\n      totalSpent\n    }\n  }\n':
    types.TopClients_StatsFragmentDoc,
  '\n  fragment WeekdayChart_stats on Stats {\n    appointmentsByWeekday {\n      weekday\n      count\n    }\n  }\n':
    types.WeekdayChart_StatsFragmentDoc,
  '\n  query AvailableSlots($date: String!, $cutId: ID!, $appointmentId: ID, $barberId: ID) {\n    availableSlots(date: $date, cutId: $cutId, appointmentId: $appointmentId, barberId: $barberId)\n  }\n':
    types.AvailableSlotsDocument,
  '\n  query PendingRequestCount {\n    pendingAppointments {\n      id\n    }\n  }\n':
    types.PendingRequestCountDocument,
  '\n  subscription PendingRequestsChanged {\n    appointmentChanged {\n      kind\n      appointmentId\n    }\n  }\n':
    types.PendingRequestsChangedDocument,
  '\n  query ShopBarbers {\n    barbers {\n      id\n      name\n      bio\n      color\n      cutIds\n      userId\n    }\n  }\n':
    types.ShopBarbersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientNotes($id: ID!) {\n    clientNotes(id: $id) {\n      clientId\n      notes\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  query ClientNotes($id: ID!) {\n    clientNotes(id: $id) {\n      clientId\n      notes\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetClientNotes($id: ID!, $notes: String!) {\n    setClientNotes(id: $id, notes: $notes) {\n      clientId\n      notes\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation SetClientNotes($id: ID!, $notes: String!) {\n    setClientNotes(id: $id, notes: $notes) {\n      clientId\n      notes\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BarberFigures_stat on BarberStat {\n    barberId\n    name\n    color\n    completed\n    earnings\n    noShowRate\n    occupancy\n  }\n',
): (typeof documents)['\n  fragment BarberFigures_stat on BarberStat {\n    barberId\n    name\n    color\n    completed\n    earnings\n    noShowRate\n    occupancy\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment NextClosures_closure on ClosedDate {\n    id\n    startDate\n    endDate\n    note\n  }\n',
): (typeof documents)['\n  fragment NextClosures_closure on ClosedDate {\n    id\n    startDate\n    endDate\n    note\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WeeklyHours_day on OpeningHours {\n    weekday\n    open\n    close\n  }\n',
): (typeof documents)['\n  fragment WeeklyHours_day on OpeningHours {\n    weekday\n    open\n    close\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WeeklyHours_break on BookingBreak {\n    weekday\n    start\n    end\n  }\n',
): (typeof documents)['\n  fragment WeeklyHours_break on BookingBreak {\n    weekday\n    start\n    end\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ActivityLog($action: AuditAction, $from: String, $to: String) {\n    auditLog(action: $action, from: $from, to: $to) {\n      id\n      at\n      action\n      actorId\n      actorRole\n      actorName\n      targetType\n      targetId\n      targetName\n      targetEmail\n      appointment {\n        party\n        date\n        time\n      }\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ActivityLog($action: AuditAction, $from: String, $to: String) {\n    auditLog(action: $action, from: $from, to: $to) {\n      id\n      at\n      action\n      actorId\n      actorRole\n      actorName\n      targetType\n      targetId\n      targetName\n      targetEmail\n      appointment {\n        party\n        date\n        time\n      }\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientNextAppointment {\n    myNextAppointment {\n      id\n      date\n      time\n      status\n      cutType\n      barberName\n      ...AppointmentCard_appointment\n    }\n  }\n',
): (typeof documents)['\n  query ClientNextAppointment {\n    myNextAppointment {\n      id\n      date\n      time\n      status\n      cutType\n      barberName\n      ...AppointmentCard_appointment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription ClientAppointmentChanged {\n    appointmentChanged {\n      kind\n      appointmentId\n      appointment {\n        status\n        ...MyAppointmentLists_appointment\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription ClientAppointmentChanged {\n    appointmentChanged {\n      kind\n      appointmentId\n      appointment {\n        status\n        ...MyAppointmentLists_appointment\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AvailableDays($from: String!, $to: String!, $cutId: ID!, $appointmentId: ID, $barberId: ID) {\n    availableDays(from: $from, to: $to, cutId: $cutId, appointmentId: $appointmentId, barberId: $barberId) {\n      date\n      free\n      reason\n      message\n    }\n  }\n',
): (typeof documents)['\n  query AvailableDays($from: String!, $to: String!, $cutId: ID!, $appointmentId: ID, $barberId: ID) {\n    availableDays(from: $from, to: $to, cutId: $cutId, appointmentId: $appointmentId, barberId: $barberId) {\n      date\n      free\n      reason\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BookingWindow {\n    bookingRules {\n      horizonDays\n      minNoticeHours\n      cancellationCutoffHours\n    }\n    closedDates {\n      id\n      startDate\n      endDate\n      note\n    }\n    publicConfig {\n      phone\n    }\n  }\n',
): (typeof documents)['\n  query BookingWindow {\n    bookingRules {\n      horizonDays\n      minNoticeHours\n      cancellationCutoffHours\n    }\n    closedDates {\n      id\n      startDate\n      endDate\n      note\n    }\n    publicConfig {\n      phone\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateAppointment($input: AppointmentInput!) {\n    createAppointment(input: $input) {\n      barberName\n      ...MyAppointmentLists_appointment\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateAppointment($input: AppointmentInput!) {\n    createAppointment(input: $input) {\n      barberName\n      ...MyAppointmentLists_appointment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteMyAppointment($id: ID!) {\n    deleteMyAppointment(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteMyAppointment($id: ID!) {\n    deleteMyAppointment(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation HideAppointment($id: ID!) {\n    setAppointmentHidden(id: $id, hidden: true) {\n      id\n      hidden\n    }\n  }\n',
): (typeof documents)['\n  mutation HideAppointment($id: ID!) {\n    setAppointmentHidden(id: $id, hidden: true) {\n      id\n      hidden\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation JoinWaitlist($input: WaitlistInput!) {\n    joinWaitlist(input: $input) {\n      id\n      date\n      ...MyWaitlistEntry_entry\n    }\n  }\n',
): (typeof documents)['\n  mutation JoinWaitlist($input: WaitlistInput!) {\n    joinWaitlist(input: $input) {\n      id\n      date\n      ...MyWaitlistEntry_entry\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LastBarber {\n    myAppointments(includeHidden: true) {\n      id\n      barberId\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  query LastBarber {\n    myAppointments(includeHidden: true) {\n      id\n      barberId\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LeaveWaitlist($id: ID!) {\n    leaveWaitlist(id: $id)\n  }\n',
): (typeof documents)['\n  mutation LeaveWaitlist($id: ID!) {\n    leaveWaitlist(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyWaitlist {\n    myWaitlist {\n      id\n      date\n      ...MyWaitlistEntry_entry\n    }\n  }\n',
): (typeof documents)['\n  query MyWaitlist {\n    myWaitlist {\n      id\n      date\n      ...MyWaitlistEntry_entry\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RescheduleMyAppointment($id: ID!, $input: AppointmentInput!) {\n    rescheduleMyAppointment(id: $id, input: $input) {\n      ...MyAppointmentLists_appointment\n    }\n  }\n',
): (typeof documents)['\n  mutation RescheduleMyAppointment($id: ID!, $input: AppointmentInput!) {\n    rescheduleMyAppointment(id: $id, input: $input) {\n      ...MyAppointmentLists_appointment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateAppointment($id: ID!, $input: AppointmentInput!) {\n    updateAppointment(id: $id, input: $input) {\n      ...MyAppointmentLists_appointment\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateAppointment($id: ID!, $input: AppointmentInput!) {\n    updateAppointment(id: $id, input: $input) {\n      ...MyAppointmentLists_appointment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AddToCalendar_appointment on Appointment {\n    id\n    cutType\n    date\n    startsAt\n    endsAt\n  }\n',
): (typeof documents)['\n  fragment AddToCalendar_appointment on Appointment {\n    id\n    cutType\n    date\n    startsAt\n    endsAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppointmentCalendarFile($id: ID!) {\n    appointmentCalendarFile(id: $id)\n  }\n',
): (typeof documents)['\n  query AppointmentCalendarFile($id: ID!) {\n    appointmentCalendarFile(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AppointmentCard_appointment on Appointment {\n    id\n    cutId\n    cutType\n    date\n    time\n    note\n    status\n    rejectionReason\n    createdAt\n    startsAt\n    barberName\n    ...AddToCalendar_appointment\n    ...RepeatBookingLink_appointment\n  }\n',
): (typeof documents)['\n  fragment AppointmentCard_appointment on Appointment {\n    id\n    cutId\n    cutType\n    date\n    time\n    note\n    status\n    rejectionReason\n    createdAt\n    startsAt\n    barberName\n    ...AddToCalendar_appointment\n    ...RepeatBookingLink_appointment\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AppointmentForm_cut on Cut {\n    id\n    name\n    price\n    duration\n  }\n',
): (typeof documents)['\n  fragment AppointmentForm_cut on Cut {\n    id\n    name\n    price\n    duration\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppointmentHistory {\n    myAppointments(includeHidden: true) {\n      id\n      createdAt\n      ...AppointmentHistoryItem_appointment\n    }\n  }\n',
): (typeof documents)['\n  query AppointmentHistory {\n    myAppointments(includeHidden: true) {\n      id\n      createdAt\n      ...AppointmentHistoryItem_appointment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CreateAppointmentScreen {\n    cuts {\n      id\n      ...AppointmentForm_cut\n    }\n    publicConfig {\n      ...ScheduleCard_config\n    }\n    bookingRules {\n      slotStepMinutes\n    }\n  }\n',
): (typeof documents)['\n  query CreateAppointmentScreen {\n    cuts {\n      id\n      ...AppointmentForm_cut\n    }\n    publicConfig {\n      ...ScheduleCard_config\n    }\n    bookingRules {\n      slotStepMinutes\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RescheduleSource($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n      date\n      time\n      barberId\n      ...RescheduleNotice_appointment\n    }\n  }\n',
): (typeof documents)['\n  query RescheduleSource($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n      date\n      time\n      barberId\n      ...RescheduleNotice_appointment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyLiveBookings {\n    myLiveBookings {\n      live\n      max\n      refusal\n    }\n  }\n',
): (typeof documents)['\n  query MyLiveBookings {\n    myLiveBookings {\n      live\n      max\n      refusal\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EditAppointmentScreen($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n      cutId\n      cutType\n      date\n      time\n      note\n      rejectionReason\n      barberId\n    }\n    cuts {\n      id\n      ...AppointmentForm_cut\n    }\n  }\n',
): (typeof documents)['\n  query EditAppointmentScreen($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n      cutId\n      cutType\n      date\n      time\n      note\n      rejectionReason\n      barberId\n    }\n    cuts {\n      id\n      ...AppointmentForm_cut\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AppointmentHistoryItem_appointment on Appointment {\n    id\n    cutType\n    date\n    time\n    price\n    status\n    barberName\n    ...RepeatBookingLink_appointment\n  }\n',
): (typeof documents)['\n  fragment AppointmentHistoryItem_appointment on Appointment {\n    id\n    cutType\n    date\n    time\n    price\n    status\n    barberName\n    ...RepeatBookingLink_appointment\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyAppointments {\n    myAppointments(includeHidden: false) {\n      id\n      status\n      cutType\n      note\n      createdAt\n      ...AppointmentCard_appointment\n    }\n  }\n',
): (typeof documents)['\n  query MyAppointments {\n    myAppointments(includeHidden: false) {\n      id\n      status\n      cutType\n      note\n      createdAt\n      ...AppointmentCard_appointment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MyWaitlistEntry_entry on WaitlistEntry {\n    id\n    date\n    cut {\n      id\n      name\n    }\n    barberName\n    from\n    to\n  }\n',
): (typeof documents)['\n  fragment MyWaitlistEntry_entry on WaitlistEntry {\n    id\n    date\n    cut {\n      id\n      name\n    }\n    barberName\n    from\n    to\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RepeatBookingLink_appointment on Appointment {\n    id\n    status\n    cutId\n    cutType\n    barberId\n  }\n',
): (typeof documents)['\n  fragment RepeatBookingLink_appointment on Appointment {\n    id\n    status\n    cutId\n    cutType\n    barberId\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RescheduleNotice_appointment on Appointment {\n    cutType\n    date\n    time\n  }\n',
): (typeof documents)['\n  fragment RescheduleNotice_appointment on Appointment {\n    cutType\n    date\n    time\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ScheduleCard_config on PublicConfig {\n    openingHours {\n      ...WeeklyHours_day\n    }\n    breaks {\n      ...WeeklyHours_break\n    }\n    nextClosures {\n      ...NextClosures_closure\n    }\n  }\n',
): (typeof documents)['\n  fragment ScheduleCard_config on PublicConfig {\n    openingHours {\n      ...WeeklyHours_day\n    }\n    breaks {\n      ...WeeklyHours_break\n    }\n    nextClosures {\n      ...NextClosures_closure\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MyAppointmentLists_appointment on Appointment {\n    id\n    hidden\n    ...AppointmentCard_appointment\n    ...AppointmentHistoryItem_appointment\n  }\n',
): (typeof documents)['\n  fragment MyAppointmentLists_appointment on Appointment {\n    id\n    hidden\n    ...AppointmentCard_appointment\n    ...AppointmentHistoryItem_appointment\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Logout {\n    logout\n  }\n',
): (typeof documents)['\n  mutation Logout {\n    logout\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PasswordResetLinkValid($token: String!) {\n    passwordResetLinkValid(token: $token)\n  }\n',
): (typeof documents)['\n  query PasswordResetLinkValid($token: String!) {\n    passwordResetLinkValid(token: $token)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n',
): (typeof documents)['\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResendVerificationLink {\n    resendVerification\n  }\n',
): (typeof documents)['\n  mutation ResendVerificationLink {\n    resendVerification\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n',
): (typeof documents)['\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RevertEmailChange($token: String!) {\n    revertEmailChange(token: $token)\n  }\n',
): (typeof documents)['\n  mutation RevertEmailChange($token: String!) {\n    revertEmailChange(token: $token)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RenewSession {\n    renewSession\n  }\n',
): (typeof documents)['\n  mutation RenewSession {\n    renewSession\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Me {\n    me {\n      id\n      role\n      ...UserMenu_user\n      ...VerifyEmailBanner_user\n    }\n  }\n',
): (typeof documents)['\n  query Me {\n    me {\n      id\n      role\n      ...UserMenu_user\n      ...VerifyEmailBanner_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Unsubscribe($token: String!, $rebookOnly: Boolean) {\n    unsubscribe(token: $token, rebookOnly: $rebookOnly)\n  }\n',
): (typeof documents)['\n  mutation Unsubscribe($token: String!, $rebookOnly: Boolean) {\n    unsubscribe(token: $token, rebookOnly: $rebookOnly)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n',
): (typeof documents)['\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UserMenu_user on User {\n    id\n    name\n    role\n  }\n',
): (typeof documents)['\n  fragment UserMenu_user on User {\n    id\n    name\n    role\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment VerifyEmailBanner_user on User {\n    id\n    email\n    isVerified\n  }\n',
): (typeof documents)['\n  fragment VerifyEmailBanner_user on User {\n    id\n    email\n    isVerified\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddBarberTimeOff($barberId: ID!, $input: BarberTimeOffInput!) {\n    addBarberTimeOff(barberId: $barberId, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation AddBarberTimeOff($barberId: ID!, $input: BarberTimeOffInput!) {\n    addBarberTimeOff(barberId: $barberId, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateBarber($input: CreateBarberInput!) {\n    createBarber(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateBarber($input: CreateBarberInput!) {\n    createBarber(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteBarber($id: ID!) {\n    deleteBarber(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteBarber($id: ID!) {\n    deleteBarber(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation InviteBarber($id: ID!, $email: String!) {\n    inviteBarber(id: $id, email: $email) {\n      id\n      accountState\n      email\n    }\n  }\n',
): (typeof documents)['\n  mutation InviteBarber($id: ID!, $email: String!) {\n    inviteBarber(id: $id, email: $email) {\n      id\n      accountState\n      email\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveBarberTimeOff($barberId: ID!, $timeOffId: ID!) {\n    removeBarberTimeOff(barberId: $barberId, timeOffId: $timeOffId)\n  }\n',
): (typeof documents)['\n  mutation RemoveBarberTimeOff($barberId: ID!, $timeOffId: ID!) {\n    removeBarberTimeOff(barberId: $barberId, timeOffId: $timeOffId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetBarberBreaks($barberId: ID!, $breaks: [BookingBreakInput!]!) {\n    setBarberBreaks(barberId: $barberId, breaks: $breaks) {\n      breaks {\n        weekday\n        start\n        end\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetBarberBreaks($barberId: ID!, $breaks: [BookingBreakInput!]!) {\n    setBarberBreaks(barberId: $barberId, breaks: $breaks) {\n      breaks {\n        weekday\n        start\n        end\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetBarberHours($barberId: ID!, $hours: [OpeningHoursInput!]) {\n    setBarberHours(barberId: $barberId, hours: $hours) {\n      followsShop\n      hours {\n        weekday\n        open\n        close\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetBarberHours($barberId: ID!, $hours: [OpeningHoursInput!]) {\n    setBarberHours(barberId: $barberId, hours: $hours) {\n      followsShop\n      hours {\n        weekday\n        open\n        close\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateBarber($id: ID!, $input: UpdateBarberInput!) {\n    updateBarber(id: $id, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateBarber($id: ID!, $input: UpdateBarberInput!) {\n    updateBarber(id: $id, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BarberBreaks($barberId: ID!) {\n    barberWeek(barberId: $barberId) {\n      breaks {\n        weekday\n        start\n        end\n      }\n    }\n  }\n',
): (typeof documents)['\n  query BarberBreaks($barberId: ID!) {\n    barberWeek(barberId: $barberId) {\n      breaks {\n        weekday\n        start\n        end\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BarberCard_barber on Barber {\n    id\n    name\n    bio\n    color\n    active\n    order\n    cutIds\n    accountState\n    email\n  }\n',
): (typeof documents)['\n  fragment BarberCard_barber on Barber {\n    id\n    name\n    bio\n    color\n    active\n    order\n    cutIds\n    accountState\n    email\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BarberHours($barberId: ID!) {\n    barberWeek(barberId: $barberId) {\n      followsShop\n      hours {\n        weekday\n        open\n        close\n      }\n    }\n  }\n',
): (typeof documents)['\n  query BarberHours($barberId: ID!) {\n    barberWeek(barberId: $barberId) {\n      followsShop\n      hours {\n        weekday\n        open\n        close\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BarberTimeOffList($barberId: ID!) {\n    barberTimeOff(barberId: $barberId) {\n      id\n      startDate\n      endDate\n      note\n    }\n  }\n',
): (typeof documents)['\n  query BarberTimeOffList($barberId: ID!) {\n    barberTimeOff(barberId: $barberId) {\n      id\n      startDate\n      endDate\n      note\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminBarbers {\n    adminBarbers {\n      id\n      color\n      ...BarberCard_barber\n    }\n    cuts {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query AdminBarbers {\n    adminBarbers {\n      id\n      color\n      ...BarberCard_barber\n    }\n    cuts {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BarbershopInfo {\n    publicConfig {\n      configured\n      businessName\n      adminName\n      phone\n      email\n      address\n      instagram\n      openingHours {\n        ...WeeklyHours_day\n      }\n      breaks {\n        ...WeeklyHours_break\n      }\n      nextClosures {\n        ...NextClosures_closure\n      }\n    }\n  }\n',
): (typeof documents)['\n  query BarbershopInfo {\n    publicConfig {\n      configured\n      businessName\n      adminName\n      phone\n      email\n      address\n      instagram\n      openingHours {\n        ...WeeklyHours_day\n      }\n      breaks {\n        ...WeeklyHours_break\n      }\n      nextClosures {\n        ...NextClosures_closure\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddClosedDate($input: ClosedDateInput!) {\n    addClosedDate(input: $input) {\n      id\n      appointments {\n        id\n      }\n      ...ClosedDateItem_closure\n    }\n  }\n',
): (typeof documents)['\n  mutation AddClosedDate($input: ClosedDateInput!) {\n    addClosedDate(input: $input) {\n      id\n      appointments {\n        id\n      }\n      ...ClosedDateItem_closure\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteClosedDate($id: ID!) {\n    deleteClosedDate(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteClosedDate($id: ID!) {\n    deleteClosedDate(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateBookingRules($input: BookingRulesInput!) {\n    updateBookingRules(input: $input) {\n      ...BookingRulesForm_rules\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateBookingRules($input: BookingRulesInput!) {\n    updateBookingRules(input: $input) {\n      ...BookingRulesForm_rules\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateBusinessConfig($input: BusinessConfigInput!) {\n    updateBusinessConfig(input: $input) {\n      ...BusinessConfigForm_config\n      ...OutsideHoursNotice_config\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateBusinessConfig($input: BusinessConfigInput!) {\n    updateBusinessConfig(input: $input) {\n      ...BusinessConfigForm_config\n      ...OutsideHoursNotice_config\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      ...MailSettingsForm_settings\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      ...MailSettingsForm_settings\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AppointmentsToMove_appointment on Appointment {\n    id\n    date\n    time\n    status\n    cutType\n    client {\n      id\n      name\n    }\n    walkInName\n  }\n',
): (typeof documents)['\n  fragment AppointmentsToMove_appointment on Appointment {\n    id\n    date\n    time\n    status\n    cutType\n    client {\n      id\n      name\n    }\n    walkInName\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BookingRulesForm_rules on BookingRules {\n    bufferMinutes\n    minNoticeHours\n    horizonDays\n    cancellationCutoffHours\n    maxLiveBookingsPerClient\n    maxLiveBookingsUnverified\n    slotStepMinutes\n    breaks {\n      weekday\n      start\n      end\n    }\n  }\n',
): (typeof documents)['\n  fragment BookingRulesForm_rules on BookingRules {\n    bufferMinutes\n    minNoticeHours\n    horizonDays\n    cancellationCutoffHours\n    maxLiveBookingsPerClient\n    maxLiveBookingsUnverified\n    slotStepMinutes\n    breaks {\n      weekday\n      start\n      end\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BusinessConfigForm_config on BusinessConfig {\n    businessName\n    adminName\n    phone\n    address\n    email\n    instagram\n    openingHours {\n      weekday\n      open\n      close\n    }\n  }\n',
): (typeof documents)['\n  fragment BusinessConfigForm_config on BusinessConfig {\n    businessName\n    adminName\n    phone\n    address\n    email\n    instagram\n    openingHours {\n      weekday\n      open\n      close\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BusinessConfigScreen {\n    businessConfig {\n      updatedAt\n      ...BusinessConfigForm_config\n      ...OutsideHoursNotice_config\n    }\n    bookingRules {\n      ...BookingRulesForm_rules\n    }\n  }\n',
): (typeof documents)['\n  query BusinessConfigScreen {\n    businessConfig {\n      updatedAt\n      ...BusinessConfigForm_config\n      ...OutsideHoursNotice_config\n    }\n    bookingRules {\n      ...BookingRulesForm_rules\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ClosedDateItem_closure on ClosedDate {\n    id\n    startDate\n    endDate\n    note\n    appointments {\n      id\n      ...AppointmentsToMove_appointment\n    }\n  }\n',
): (typeof documents)['\n  fragment ClosedDateItem_closure on ClosedDate {\n    id\n    startDate\n    endDate\n    note\n    appointments {\n      id\n      ...AppointmentsToMove_appointment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClosedDatesPanel {\n    closedDates {\n      id\n      ...ClosedDateItem_closure\n    }\n  }\n',
): (typeof documents)['\n  query ClosedDatesPanel {\n    closedDates {\n      id\n      ...ClosedDateItem_closure\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MailSettingsForm_settings on MailSettings {\n    reminderHoursBefore\n    notifyBarber\n  }\n',
): (typeof documents)['\n  fragment MailSettingsForm_settings on MailSettings {\n    reminderHoursBefore\n    notifyBarber\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MailSettings {\n    mailSettings {\n      ...MailSettingsForm_settings\n    }\n  }\n',
): (typeof documents)['\n  query MailSettings {\n    mailSettings {\n      ...MailSettingsForm_settings\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OutsideHoursNotice_config on BusinessConfig {\n    appointmentsOutsideHours {\n      id\n      ...AppointmentsToMove_appointment\n    }\n  }\n',
): (typeof documents)['\n  fragment OutsideHoursNotice_config on BusinessConfig {\n    appointmentsOutsideHours {\n      id\n      ...AppointmentsToMove_appointment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BarberAgendaWeek($from: String!, $to: String!) {\n    appointments(from: $from, to: $to) {\n      id\n      date\n      time\n      status\n      cutType\n      walkInName\n      client {\n        id\n        name\n      }\n      ...DayAppointmentCard_appointment\n    }\n  }\n',
): (typeof documents)['\n  query BarberAgendaWeek($from: String!, $to: String!) {\n    appointments(from: $from, to: $to) {\n      id\n      date\n      time\n      status\n      cutType\n      walkInName\n      client {\n        id\n        name\n      }\n      ...DayAppointmentCard_appointment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BarberFreeSlots($date: String!, $cutId: ID!, $barberId: ID) {\n    withinHours: availableSlots(date: $date, cutId: $cutId, barberId: $barberId)\n    wholeDay: availableSlots(date: $date, cutId: $cutId, barberId: $barberId, outsideHours: true)\n  }\n',
): (typeof documents)['\n  query BarberFreeSlots($date: String!, $cutId: ID!, $barberId: ID) {\n    withinHours: availableSlots(date: $date, cutId: $cutId, barberId: $barberId)\n    wholeDay: availableSlots(date: $date, cutId: $cutId, barberId: $barberId, outsideHours: true)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CalendarClosedDays {\n    closedDates {\n      id\n      startDate\n      endDate\n      note\n    }\n    publicConfig {\n      openingHours {\n        weekday\n        open\n        close\n      }\n    }\n    bookingRules {\n      horizonDays\n    }\n  }\n',
): (typeof documents)['\n  query CalendarClosedDays {\n    closedDates {\n      id\n      startDate\n      endDate\n      note\n    }\n    publicConfig {\n      openingHours {\n        weekday\n        open\n        close\n      }\n    }\n    bookingRules {\n      horizonDays\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription CalendarAppointmentChanged {\n    appointmentChanged {\n      kind\n      appointmentId\n      appointment {\n        id\n        date\n        time\n        status\n        barberId\n        cutType\n        walkInName\n        client {\n          id\n          name\n        }\n        ...CalendarDay_appointment\n        ...DayAppointmentCard_appointment\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription CalendarAppointmentChanged {\n    appointmentChanged {\n      kind\n      appointmentId\n      appointment {\n        id\n        date\n        time\n        status\n        barberId\n        cutType\n        walkInName\n        client {\n          id\n          name\n        }\n        ...CalendarDay_appointment\n        ...DayAppointmentCard_appointment\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateBarberAppointment($input: BarberAppointmentInput!) {\n    createBarberAppointment(input: $input) {\n      id\n      date\n      status\n      barberId\n      ...CalendarDay_appointment\n      ...DayAppointmentCard_appointment\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateBarberAppointment($input: BarberAppointmentInput!) {\n    createBarberAppointment(input: $input) {\n      id\n      date\n      status\n      barberId\n      ...CalendarDay_appointment\n      ...DayAppointmentCard_appointment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DayWaitlist($date: String!) {\n    waitlist(date: $date) {\n      id\n      ...DayWaitlistEntry_entry\n    }\n  }\n',
): (typeof documents)['\n  query DayWaitlist($date: String!) {\n    waitlist(date: $date) {\n      id\n      ...DayWaitlistEntry_entry\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription WaitlistChanged {\n    waitlistChanged {\n      date\n      count\n    }\n  }\n',
): (typeof documents)['\n  subscription WaitlistChanged {\n    waitlistChanged {\n      date\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteAppointment($id: ID!) {\n    deleteAppointment(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteAppointment($id: ID!) {\n    deleteAppointment(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MoveAppointment($id: ID!, $input: MoveAppointmentInput!) {\n    moveAppointment(id: $id, input: $input) {\n      id\n      date\n      time\n      status\n      barberId\n      ...CalendarDay_appointment\n      ...DayAppointmentCard_appointment\n    }\n  }\n',
): (typeof documents)['\n  mutation MoveAppointment($id: ID!, $input: MoveAppointmentInput!) {\n    moveAppointment(id: $id, input: $input) {\n      id\n      date\n      time\n      status\n      barberId\n      ...CalendarDay_appointment\n      ...DayAppointmentCard_appointment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OfferWaitlistTime($id: ID!, $time: String!) {\n    offerWaitlistTime(id: $id, time: $time) {\n      id\n      ...DayWaitlistEntry_entry\n    }\n  }\n',
): (typeof documents)['\n  mutation OfferWaitlistTime($id: ID!, $time: String!) {\n    offerWaitlistTime(id: $id, time: $time) {\n      id\n      ...DayWaitlistEntry_entry\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetAppointmentStatus($id: ID!, $status: AppointmentStatus!, $rejectionReason: String) {\n    setAppointmentStatus(id: $id, status: $status, rejectionReason: $rejectionReason) {\n      id\n      status\n      rejectionReason\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation SetAppointmentStatus($id: ID!, $status: AppointmentStatus!, $rejectionReason: String) {\n    setAppointmentStatus(id: $id, status: $status, rejectionReason: $rejectionReason) {\n      id\n      status\n      rejectionReason\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UndoAppointmentStatus($id: ID!) {\n    undoAppointmentStatus(id: $id) {\n      id\n      status\n      rejectionReason\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation UndoAppointmentStatus($id: ID!) {\n    undoAppointmentStatus(id: $id) {\n      id\n      status\n      rejectionReason\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminCalendarMonth($from: String!, $to: String!, $barberId: ID) {\n    appointments(from: $from, to: $to, barberId: $barberId) {\n      id\n      date\n      time\n      status\n      barberId\n      barberName\n      cutType\n      walkInName\n      client {\n        id\n        name\n      }\n      ...CalendarDay_appointment\n      ...DayAppointmentCard_appointment\n    }\n  }\n',
): (typeof documents)['\n  query AdminCalendarMonth($from: String!, $to: String!, $barberId: ID) {\n    appointments(from: $from, to: $to, barberId: $barberId) {\n      id\n      date\n      time\n      status\n      barberId\n      barberName\n      cutType\n      walkInName\n      client {\n        id\n        name\n      }\n      ...CalendarDay_appointment\n      ...DayAppointmentCard_appointment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CalendarDay_appointment on Appointment {\n    id\n    time\n    status\n    walkInName\n    client {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment CalendarDay_appointment on Appointment {\n    id\n    time\n    status\n    walkInName\n    client {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientPicker($search: String) {\n    clients(search: $search) {\n      id\n      name\n      email\n      phone\n    }\n  }\n',
): (typeof documents)['\n  query ClientPicker($search: String) {\n    clients(search: $search) {\n      id\n      name\n      email\n      phone\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DayAppointmentCard_appointment on Appointment {\n    id\n    date\n    cutId\n    time\n    duration\n    status\n    cutType\n    price\n    note\n    rejectionReason\n    startsAt\n    walkInName\n    walkInPhone\n    barberId\n    barberName\n    client {\n      id\n      name\n      phone\n    }\n  }\n',
): (typeof documents)['\n  fragment DayAppointmentCard_appointment on Appointment {\n    id\n    date\n    cutId\n    time\n    duration\n    status\n    cutType\n    price\n    note\n    rejectionReason\n    startsAt\n    walkInName\n    walkInPhone\n    barberId\n    barberName\n    client {\n      id\n      name\n      phone\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DayWaitlistEntry_entry on WaitlistEntry {\n    id\n    cut {\n      id\n      name\n    }\n    barberName\n    from\n    to\n    client {\n      id\n      name\n    }\n    freeTimes\n  }\n',
): (typeof documents)['\n  fragment DayWaitlistEntry_entry on WaitlistEntry {\n    id\n    cut {\n      id\n      name\n    }\n    barberName\n    from\n    to\n    client {\n      id\n      name\n    }\n    freeTimes\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NewAppointmentCuts {\n    cuts {\n      id\n      name\n      price\n      duration\n    }\n  }\n',
): (typeof documents)['\n  query NewAppointmentCuts {\n    cuts {\n      id\n      name\n      price\n      duration\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PendingRequests {\n    pendingAppointments {\n      id\n      date\n      time\n      status\n      ...DayAppointmentCard_appointment\n    }\n  }\n',
): (typeof documents)['\n  query PendingRequests {\n    pendingAppointments {\n      id\n      date\n      time\n      status\n      ...DayAppointmentCard_appointment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OwnAccount {\n    me {\n      id\n    }\n  }\n',
): (typeof documents)['\n  query OwnAccount {\n    me {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientGreeting {\n    me {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query ClientGreeting {\n    me {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomeContact {\n    publicConfig {\n      configured\n      address\n      phone\n    }\n  }\n',
): (typeof documents)['\n  query HomeContact {\n    publicConfig {\n      configured\n      address\n      phone\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PopularServices {\n    popularCuts(limit: 3) {\n      id\n      name\n      description\n      price\n      duration\n    }\n  }\n',
): (typeof documents)['\n  query PopularServices {\n    popularCuts(limit: 3) {\n      id\n      name\n      description\n      price\n      duration\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteClient($id: ID!) {\n    deleteClient(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteClient($id: ID!) {\n    deleteClient(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ClientAppointmentItem_appointment on Appointment {\n    id\n    date\n    time\n    status\n    cutType\n    price\n    duration\n    note\n    rejectionReason\n    hidden\n    barberName\n  }\n',
): (typeof documents)['\n  fragment ClientAppointmentItem_appointment on Appointment {\n    id\n    date\n    time\n    status\n    cutType\n    price\n    duration\n    note\n    rejectionReason\n    hidden\n    barberName\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ClientCard_client on ClientRecord {\n    id\n    name\n    email\n    phone\n    isVerified\n    createdAt\n    completedAppointments\n    noShowAppointments\n    totalSpent\n  }\n',
): (typeof documents)['\n  fragment ClientCard_client on ClientRecord {\n    id\n    name\n    email\n    phone\n    isVerified\n    createdAt\n    completedAppointments\n    noShowAppointments\n    totalSpent\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientList {\n    clients {\n      id\n      name\n      email\n      phone\n      ...ClientCard_client\n    }\n  }\n',
): (typeof documents)['\n  query ClientList {\n    clients {\n      id\n      name\n      email\n      phone\n      ...ClientCard_client\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientPage($id: ID!) {\n    clientPage(id: $id) {\n      client {\n        id\n        name\n        email\n        phone\n        isVerified\n        createdAt\n        completedAppointments\n        noShowAppointments\n        totalSpent\n      }\n      appointments {\n        id\n        status\n        startsAt\n        ...ClientAppointmentItem_appointment\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ClientPage($id: ID!) {\n    clientPage(id: $id) {\n      client {\n        id\n        name\n        email\n        phone\n        isVerified\n        createdAt\n        completedAppointments\n        noShowAppointments\n        totalSpent\n      }\n      appointments {\n        id\n        status\n        startsAt\n        ...ClientAppointmentItem_appointment\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateCut($input: CutInput!) {\n    createCut(input: $input) {\n      id\n      ...CutCard_cut\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateCut($input: CutInput!) {\n    createCut(input: $input) {\n      id\n      ...CutCard_cut\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteCut($id: ID!) {\n    deleteCut(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteCut($id: ID!) {\n    deleteCut(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateCut($id: ID!, $input: CutInput!) {\n    updateCut(id: $id, input: $input) {\n      id\n      ...CutCard_cut\n      ...CutForm_cut\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateCut($id: ID!, $input: CutInput!) {\n    updateCut(id: $id, input: $input) {\n      id\n      ...CutCard_cut\n      ...CutForm_cut\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CutCard_cut on Cut {\n    id\n    name\n    description\n    price\n    duration\n  }\n',
): (typeof documents)['\n  fragment CutCard_cut on Cut {\n    id\n    name\n    description\n    price\n    duration\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CutForm_cut on Cut {\n    name\n    description\n    price\n    duration\n    rebookAfterDays\n  }\n',
): (typeof documents)['\n  fragment CutForm_cut on Cut {\n    name\n    description\n    price\n    duration\n    rebookAfterDays\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CutList($withContact: Boolean!) {\n    cuts {\n      id\n      name\n      description\n      ...CutCard_cut\n    }\n    publicConfig @include(if: $withContact) {\n      ...CutsContact_config\n    }\n  }\n',
): (typeof documents)['\n  query CutList($withContact: Boolean!) {\n    cuts {\n      id\n      name\n      description\n      ...CutCard_cut\n    }\n    publicConfig @include(if: $withContact) {\n      ...CutsContact_config\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CutsContact_config on PublicConfig {\n    phone\n    email\n    address\n  }\n',
): (typeof documents)['\n  fragment CutsContact_config on PublicConfig {\n    phone\n    email\n    address\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EditCut($id: ID!) {\n    cut(id: $id) {\n      id\n      ...CutForm_cut\n    }\n  }\n',
): (typeof documents)['\n  query EditCut($id: ID!) {\n    cut(id: $id) {\n      id\n      ...CutForm_cut\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription DashboardAppointmentChanged {\n    appointmentChanged {\n      kind\n      appointmentId\n    }\n  }\n',
): (typeof documents)['\n  subscription DashboardAppointmentChanged {\n    appointmentChanged {\n      kind\n      appointmentId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminDashboard {\n    me {\n      id\n      name\n    }\n    stats {\n      ...TodayStats_stats\n      ...WeeklySummary_stats\n      bestSellingServices {\n        ...TopServices_service\n      }\n      byBarber {\n        ...BarberFigures_stat\n      }\n    }\n    barbers {\n      id\n    }\n    cuts {\n      id\n      ...ServicesPreview_cut\n    }\n    businessConfig {\n      ...DashboardContact_config\n    }\n  }\n',
): (typeof documents)['\n  query AdminDashboard {\n    me {\n      id\n      name\n    }\n    stats {\n      ...TodayStats_stats\n      ...WeeklySummary_stats\n      bestSellingServices {\n        ...TopServices_service\n      }\n      byBarber {\n        ...BarberFigures_stat\n      }\n    }\n    barbers {\n      id\n    }\n    cuts {\n      id\n      ...ServicesPreview_cut\n    }\n    businessConfig {\n      ...DashboardContact_config\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DashboardContact_config on BusinessConfig {\n    address\n    phone\n    openingHours {\n      ...WeeklyHours_day\n    }\n  }\n',
): (typeof documents)['\n  fragment DashboardContact_config on BusinessConfig {\n    address\n    phone\n    openingHours {\n      ...WeeklyHours_day\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ServicesPreview_cut on Cut {\n    id\n    name\n    price\n    duration\n  }\n',
): (typeof documents)['\n  fragment ServicesPreview_cut on Cut {\n    id\n    name\n    price\n    duration\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TodayStats_stats on Stats {\n    appointmentsToday\n    completedAppointmentsToday\n    pendingAppointmentsToday\n    earningsToday\n  }\n',
): (typeof documents)['\n  fragment TodayStats_stats on Stats {\n    appointmentsToday\n    completedAppointmentsToday\n    pendingAppointmentsToday\n    earningsToday\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TopServices_service on ServiceStat {\n    name\n    count\n    earnings\n  }\n',
): (typeof documents)['\n  fragment TopServices_service on ServiceStat {\n    name\n    count\n    earnings\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UnsentMails {\n    unsentMails\n  }\n',
): (typeof documents)['\n  query UnsentMails {\n    unsentMails\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WeeklySummary_stats on Stats {\n    nextAppointments {\n      id\n    }\n    weeklyStats {\n      totalAppointments\n      completedAppointments\n      totalEarnings\n      clientCancellations\n      cancellationRate\n      rebookReturns\n    }\n  }\n',
): (typeof documents)['\n  fragment WeeklySummary_stats on Stats {\n    nextAppointments {\n      id\n    }\n    weeklyStats {\n      totalAppointments\n      completedAppointments\n      totalEarnings\n      clientCancellations\n      cancellationRate\n      rebookReturns\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyHoursScreen {\n    me {\n      id\n    }\n    barbers {\n      id\n      name\n      userId\n    }\n    publicConfig {\n      openingHours {\n        ...WeeklyHours_day\n      }\n      breaks {\n        ...WeeklyHours_break\n      }\n      nextClosures {\n        ...NextClosures_closure\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyHoursScreen {\n    me {\n      id\n    }\n    barbers {\n      id\n      name\n      userId\n    }\n    publicConfig {\n      openingHours {\n        ...WeeklyHours_day\n      }\n      breaks {\n        ...WeeklyHours_break\n      }\n      nextClosures {\n        ...NextClosures_closure\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PrivacyShop {\n    publicConfig {\n      configured\n      businessName\n      adminName\n      address\n      email\n      phone\n    }\n  }\n',
): (typeof documents)['\n  query PrivacyShop {\n    publicConfig {\n      configured\n      businessName\n      adminName\n      address\n      email\n      phone\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n',
): (typeof documents)['\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyData {\n    myData {\n      exportedAt\n      profile {\n        id\n        name\n        email\n        phone\n        role\n        isVerified\n        mailReminders\n        mailBookings\n        mailRebook\n        createdAt\n        updatedAt\n      }\n      appointments {\n        id\n        cutType\n        price\n        duration\n        date\n        time\n        note\n        status\n        rejectionReason\n        hidden\n        createdAt\n        updatedAt\n      }\n      cancellations {\n        appointmentId\n        cutType\n        price\n        duration\n        date\n        time\n        status\n        bookedAt\n        cancelledAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyData {\n    myData {\n      exportedAt\n      profile {\n        id\n        name\n        email\n        phone\n        role\n        isVerified\n        mailReminders\n        mailBookings\n        mailRebook\n        createdAt\n        updatedAt\n      }\n      appointments {\n        id\n        cutType\n        price\n        duration\n        date\n        time\n        note\n        status\n        rejectionReason\n        hidden\n        createdAt\n        updatedAt\n      }\n      cancellations {\n        appointmentId\n        cutType\n        price\n        duration\n        date\n        time\n        status\n        bookedAt\n        cancelledAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LogoutAll {\n    logoutAll\n  }\n',
): (typeof documents)['\n  mutation LogoutAll {\n    logoutAll\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PushPublicKey {\n    pushPublicKey\n  }\n',
): (typeof documents)['\n  query PushPublicKey {\n    pushPublicKey\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResendVerification {\n    resendVerification\n  }\n',
): (typeof documents)['\n  mutation ResendVerification {\n    resendVerification\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SubscribePush($input: PushSubscriptionInput!) {\n    subscribePush(input: $input)\n  }\n',
): (typeof documents)['\n  mutation SubscribePush($input: PushSubscriptionInput!) {\n    subscribePush(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n',
): (typeof documents)['\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateMailPreferences($input: MailPreferencesInput!) {\n    updateMailPreferences(input: $input) {\n      id\n      mailReminders\n      mailBookings\n      mailRebook\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateMailPreferences($input: MailPreferencesInput!) {\n    updateMailPreferences(input: $input) {\n      id\n      mailReminders\n      mailBookings\n      mailRebook\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileCard_user\n      ...MailPreferences_user\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileCard_user\n      ...MailPreferences_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminProfileScreen {\n    profile {\n      ...ProfileCard_user\n    }\n  }\n',
): (typeof documents)['\n  query AdminProfileScreen {\n    profile {\n      ...ProfileCard_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BarberProfileScreen {\n    profile {\n      ...ProfileCard_user\n    }\n  }\n',
): (typeof documents)['\n  query BarberProfileScreen {\n    profile {\n      ...ProfileCard_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MailPreferences_user on User {\n    id\n    email\n    isVerified\n    mailReminders\n    mailBookings\n    mailRebook\n  }\n',
): (typeof documents)['\n  fragment MailPreferences_user on User {\n    id\n    email\n    isVerified\n    mailReminders\n    mailBookings\n    mailRebook\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProfileCard_user on User {\n    id\n    name\n    email\n    phone\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment ProfileCard_user on User {\n    id\n    name\n    email\n    phone\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProfileScreen {\n    profile {\n      ...ProfileCard_user\n      ...MailPreferences_user\n    }\n  }\n',
): (typeof documents)['\n  query ProfileScreen {\n    profile {\n      ...ProfileCard_user\n      ...MailPreferences_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminShopName {\n    businessConfig {\n      businessName\n    }\n  }\n',
): (typeof documents)['\n  query AdminShopName {\n    businessConfig {\n      businessName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BarberStats_stats on Stats {\n    weeklyStats {\n      byBarber {\n        ...BarberFigures_stat\n      }\n    }\n    monthlyStats {\n      byBarber {\n        ...BarberFigures_stat\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment BarberStats_stats on Stats {\n    weeklyStats {\n      byBarber {\n        ...BarberFigures_stat\n      }\n    }\n    monthlyStats {\n      byBarber {\n        ...BarberFigures_stat\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BusinessStats {\n    stats {\n      ...StatsCards_stats\n      ...WeekdayChart_stats\n      ...ServicesDonut_stats\n      ...TopClients_stats\n      ...BarberStats_stats\n    }\n    barbers {\n      id\n    }\n  }\n',
): (typeof documents)['\n  query BusinessStats {\n    stats {\n      ...StatsCards_stats\n      ...WeekdayChart_stats\n      ...ServicesDonut_stats\n      ...TopClients_stats\n      ...BarberStats_stats\n    }\n    barbers {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ServicesDonut_stats on Stats {\n    bestSellingServices {\n      name\n      count\n      earnings\n    }\n  }\n',
): (typeof documents)['\n  fragment ServicesDonut_stats on Stats {\n    bestSellingServices {\n      name\n      count\n      earnings\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StatsCards_stats on Stats {\n    totalAppointments\n    totalEarnings\n    totalUsers\n    completedAppointments\n    averageEarningsPerAppointment\n    completionRate\n    noShowAppointments\n    noShowRate\n    clientCancellations\n    cancellationRate\n  }\n',
): (typeof documents)['\n  fragment StatsCards_stats on Stats {\n    totalAppointments\n    totalEarnings\n    totalUsers\n    completedAppointments\n    averageEarningsPerAppointment\n    completionRate\n    noShowAppointments\n    noShowRate\n    clientCancellations\n    cancellationRate\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TopClients_stats on Stats {\n    topClients {\n      id\n      name\n      completedAppointments\n      totalSpent\n    }\n  }\n',
): (typeof documents)['\n  fragment TopClients_stats on Stats {\n    topClients {\n      id\n      name\n      completedAppointments\n      totalSpent\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WeekdayChart_stats on Stats {\n    appointmentsByWeekday {\n      weekday\n      count\n    }\n  }\n',
): (typeof documents)['\n  fragment WeekdayChart_stats on Stats {\n    appointmentsByWeekday {\n      weekday\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AvailableSlots($date: String!, $cutId: ID!, $appointmentId: ID, $barberId: ID) {\n    availableSlots(date: $date, cutId: $cutId, appointmentId: $appointmentId, barberId: $barberId)\n  }\n',
): (typeof documents)['\n  query AvailableSlots($date: String!, $cutId: ID!, $appointmentId: ID, $barberId: ID) {\n    availableSlots(date: $date, cutId: $cutId, appointmentId: $appointmentId, barberId: $barberId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PendingRequestCount {\n    pendingAppointments {\n      id\n    }\n  }\n',
): (typeof documents)['\n  query PendingRequestCount {\n    pendingAppointments {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription PendingRequestsChanged {\n    appointmentChanged {\n      kind\n      appointmentId\n    }\n  }\n',
): (typeof documents)['\n  subscription PendingRequestsChanged {\n    appointmentChanged {\n      kind\n      appointmentId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ShopBarbers {\n    barbers {\n      id\n      name\n      bio\n      color\n      cutIds\n      userId\n    }\n  }\n',
): (typeof documents)['\n  query ShopBarbers {\n    barbers {\n      id\n      name\n      bio\n      color\n      cutIds\n      userId\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
