/**
 * The crowd of the sign-in flood benchmark, in a process of its own so that setting up its
 * connections does not hold up the operator's file loads in the measuring process: `count`
 * concurrent wrong sign-ins at `baseUrl`, each from an address of its own (the app trusts the
 * loopback proxy), then one JSON line with the statuses they got.
 */
const [baseUrl, count] = [process.argv[2]!, Number(process.argv[3])];

const wrongSignIn = (index: number) =>
  fetch(`${baseUrl}/api/v1/admin/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    },
    body: JSON.stringify({ username: `guess-${index}`, password: 'not the password' }),
  }).then(async (answer) => {
    await answer.arrayBuffer();
    return answer.status;
  });

const statuses = await Promise.all(Array.from({ length: count }, (_, index) => wrongSignIn(index)));
console.log(JSON.stringify(statuses));
