// Records every shared store instance on the page. Module Federation must hand every app the same
// copy of a shared package; if a misconfigured build bundles its own copy, a second instance shows up
// here, an error is logged, and the e2e singleton test (which reads this record) fails.

interface InstanceRecord {
  count: number;
  instances: unknown[];
}

type InstanceRegistry = Record<string, InstanceRecord>;

const registryKey = '__portalSingletonInstances__';

function registry(): InstanceRegistry {
  const holder = globalThis as unknown as Record<string, InstanceRegistry | undefined>;
  return (holder[registryKey] ??= {});
}

export function registerSingletonInstance(name: string, instance: unknown): void {
  const record = (registry()[name] ??= { count: 0, instances: [] });
  record.count += 1;
  record.instances.push(instance);
  if (record.count > 1) {
    console.error(`[portal] shared package ${name} was instantiated ${record.count} times; check the federation "shared" config.`);
  }
}

export function singletonInstanceCounts(): Record<string, number> {
  return Object.fromEntries(Object.entries(registry()).map(([name, record]) => [name, record.count]));
}
