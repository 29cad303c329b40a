// The part of another tool that talks to Satchel's API, shared by the plain page and the React
// app: sign in for a token, then send it as `Authorization: Bearer …` with each call. The
// elements never call the API themselves; the tool owns the data and hands it to them.

const userStatuses = [
  { label: 'Active', value: 'active' },
  { label: 'Pending', value: 'pending' },
  { label: 'Inactive', value: 'inactive' },
  { label: 'Suspended', value: 'suspended' },
];

/** The columns of <sat-data-table> for Satchel's users: a status select per row. */
export const userColumns = [
  { id: 'name', header: 'Name' },
  { id: 'phone', header: 'Phone' },
  { id: 'status', header: 'Status', kind: 'status-select', options: () => userStatuses },
  { id: 'createdAt', header: 'Joined', kind: 'date' },
];

export const userFilters = [{ name: 'name', label: 'Name', type: 'text' }];

/** Satchel's API at `serverUrl` (e.g. https://satchel.example.com), as one signed-in admin. */
export function satchelApi(serverUrl) {
  let token = null;
  const call = async (method, path, body) => {
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body) headers['content-type'] = 'application/json';
    const response = await fetch(`${serverUrl}/api/v1${path}`, {
      method,
      headers,
      body: body && JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(answer.message);
    return answer;
  };
  return {
    async signIn(username, password) {
      token = (await call('POST', '/admin/login', { username, password })).data.token;
    },
    /** One page of users: `query` has page, limit, sort (-1 newest first) and a name filter. */
    async users({ page, limit, sort, name }) {
      const search = new URLSearchParams({ page, limit, sort });
      if (name) search.set('name', name);
      const answer = await call('POST', `/user/get-user-admin?${search}`);
      return { rows: answer.users, total: answer.totalUsers, totalPages: answer.totalPages };
    },
    setStatus: (id, status) => call('PUT', `/user/status/${id}`, { status }),
  };
}

/** <sat-line-chart>'s labels and series: how many of the given users joined on each day. */
export function signUpsPerDay(users) {
  const counts = new Map();
  for (const { createdAt } of users) {
    const day = createdAt.slice(0, 10);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const labels = [...counts.keys()].sort();
  return {
    labels,
    series: [{ label: 'Sign-ups', values: labels.map((day) => counts.get(day)), color: '#0369a1' }],
  };
}
