import { useSearchParams } from 'react-router';

interface ListParams<State, Change> {
  read: (params: URLSearchParams) => State;
  write: (current: URLSearchParams, change: Change) => URLSearchParams;
}

/** A list's state read from the address, and the change that writes it back (replacing the entry). */
export function useListParams<State, Change>(spec: ListParams<State, Change>): [State, (change: Change) => void] {
  const [params, setParams] = useSearchParams();
  const change = (next: Change) => setParams((current) => spec.write(current, next), { replace: true });
  return [spec.read(params), change];
}
