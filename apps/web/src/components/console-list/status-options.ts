/** A status select's options: every status by its label, after "Mọi trạng thái" (the '' value). */
export function statusOptions<S extends number>(statuses: readonly S[], names: Record<S, string>) {
  return [
    { value: '', label: 'Mọi trạng thái' },
    ...statuses.map((status) => ({ value: String(status), label: names[status] })),
  ];
}
