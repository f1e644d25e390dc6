/** «Carlos Ruiz» → «CR», «Luis» → «LU»: two letters fit the circle and still tell barbers apart. */
export function barberInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0].slice(0, 2).toLocaleUpperCase('es');
  return (words[0][0] + words[words.length - 1][0]).toLocaleUpperCase('es');
}

/** The tone a barber wears; anything unknown (a colour not in the tokens) is green, the first barber's. */
export function barberTone(color: string | null | undefined): string {
  return color && /^(green|blue|amber|violet|teal|rose)$/.test(color) ? color : 'green';
}
