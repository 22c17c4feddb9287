/** Local stub services for the browser tests (none yet). */
export async function startStubs(): Promise<{ vars: Record<string, string>; close: () => Promise<void> }> {
  return { vars: {}, close: async () => undefined };
}
