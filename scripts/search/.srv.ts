import { serve } from '/work/main/scripts/serve';
const s = await serve({ port: 8796, persist: false, vars: { ALLOW_CACHE_BYPASS: 'true' } });
await s.seed();
console.log('ready', s.url);
process.on('SIGTERM', async () => { await s.dispose(); process.exit(0); });
