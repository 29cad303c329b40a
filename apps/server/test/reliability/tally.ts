/** How many requests the suite sent, by answer status. */
export interface Tally {
  count(status: number): void;
  readonly total: number;
  /** `reliability: 12,345 requests; 200: 1,000, 400: 10,000, 401: 1,200` */
  summary(label: string): string;
}

export function createTally(): Tally {
  const byStatus = new Map<number, number>();
  let total = 0;
  const figure = (n: number) => n.toLocaleString('en-US');
  return {
    count(status) {
      total++;
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    },
    get total() {
      return total;
    },
    summary(label) {
      const statuses = [...byStatus.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}: ${figure(n)}`)
        .join(', ');
      return `${label}: ${figure(total)} requests; ${statuses}`;
    },
  };
}
