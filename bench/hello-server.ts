import Fastify from 'fastify';

// The ceiling to compare the app with: the same framework on the same machine doing no work.
// No logger, no plugins; the app's endpoints pay for those on top of their queries.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const close = () => void app.close().then(() => process.exit(0));
process.on('SIGINT', close);
process.on('SIGTERM', close);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
