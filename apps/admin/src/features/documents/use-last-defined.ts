import { useState } from 'react';

/** The last value that was not undefined: what a drawer keeps drawing while it slides away after closing. */
export function useLastDefined<Value>(value: Value | undefined): Value | undefined {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}
