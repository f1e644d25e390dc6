// Apart, with no imports: the build's configuration reads it too, to tell the page's early script how long
// the week it asks for is (decision 0044).

/** Today and the six days after it: the week a barber plans with. */
export const AGENDA_DAYS = 7;
