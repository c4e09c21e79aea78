import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

type Keys = ReadonlyArray<readonly unknown[]>;

/** Marks what each key names stale: what is on screen refetches in the background. */
export function refresh(client: QueryClient, keys: Keys) {
  for (const key of keys) void client.invalidateQueries({ queryKey: key });
}

/** A change after which what `keys` name is out of date: the lists it changes, the counts it moves. */
export function useRefreshingMutation<Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  keys: Keys,
) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refresh(client, keys) });
}
