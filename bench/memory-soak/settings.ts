// The memory soak's settings (from the environment) and how it prints memory.

export const minutes = Number(process.env.SOAK_MINUTES ?? 60);
export const joinEveryMs = Number(process.env.SOAK_JOIN_EVERY_MS ?? 4000);
// 10 MiB an hour: over the 40 fitted minutes of the default run that is under 7 MiB, about
// what the RSS swings from one minute to the next as the heap is collected, so a slower
// slope cannot be told from noise; a faster one, kept up, doubles a ~200 MiB server within a
// day or so, which a server left running for weeks cannot afford.
export const maxGrowth = Number(process.env.SOAK_MAX_GROWTH_MIB_PER_HOUR ?? 10);
export const MiB = 1024 * 1024;
export const mib = (bytes: number) => (bytes / MiB).toFixed(1);
