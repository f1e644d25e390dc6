import { useDeferredValue, useState } from 'react';

/**
 * A list's search: what the box shows, and the `term` the list is filtered by, which follows a moment
 * behind so that typing stays quick on a long list.
 */
export function useSearch() {
  const [text, setText] = useState('');
  const term = useDeferredValue(text).trim();
  return { term, clear: () => setText(''), field: { value: text, onChange: setText } };
}
