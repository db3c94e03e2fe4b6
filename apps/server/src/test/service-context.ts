import type { ServiceContext } from '../plugins/app/service-context';

/**
 * A service context from only the parts a test gives, without an app: touching any other
 * part throws and names it, so the test shows exactly what the service reaches.
 */
export function contextFrom(parts: Partial<ServiceContext>): ServiceContext {
  const given: Partial<Record<PropertyKey, unknown>> = parts;
  return new Proxy(parts, {
    get(target, part) {
      if (Object.hasOwn(target, part)) return given[part];
      throw new Error(`this test's service context has no ${String(part)}`);
    },
  }) as ServiceContext;
}
