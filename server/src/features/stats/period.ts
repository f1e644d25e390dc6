/** The days a set of figures covers, both included (YYYY-MM-DD, the shop's). */
export interface Period {
  from: string;
  to: string;
}
