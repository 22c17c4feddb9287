/**
 * Extraction: turns the reference tree's API leaves into plain API data read
 * from the published type definitions (see members.ts for which props count).
 */
import type ts from 'typescript';
import type { Plan } from '../../lib/nav';
import { readClasses } from './classes';
import { defaultOf, deprecationOf, printShort, readDescription, readTags } from './jsdoc';
import { byName, propertiesOf, readProp, readSignature } from './members';
import { PACKAGES, maxPlan, packagesOf, planOfFile } from './packages';
import { createApiProgram, resolveName, typeExporters, type ApiProgram, type Resolved } from './program';
import type { ApiTarget } from './targets';
import { API_DATA_VERSION, type ApiData, type ApiDoc, type HookDoc, type PropDoc, type SlotDoc } from './types';

/** The props type of a component: the type of the first parameter of its first call signature. */
export function componentPropsType(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Type | undefined {
  const signature = checker.getTypeOfSymbol(symbol).getCallSignatures()[0];
  const first = signature?.parameters[0];
  return first ? checker.getTypeOfSymbol(first) : undefined;
}

/** The member's plan when it is higher than the page's (declared in a -pro / -premium file). */
function memberPlan(symbol: ts.Symbol, pagePlan: Plan | undefined, fromPlan: Plan | undefined): Plan | undefined {
  const file = symbol.declarations?.find((d) => /\/@mui\/x-/.test(d.getSourceFile().fileName))?.getSourceFile().fileName;
  const plan = maxPlan(fromPlan, file ? planOfFile(file) : undefined);
  return plan && maxPlan(plan, pagePlan) !== pagePlan ? plan : undefined;
}

function withPlan(prop: PropDoc, plan: Plan | undefined): PropDoc {
  return plan ? { ...prop, plan } : prop;
}

function readSlots(props: ts.Symbol[], checker: ts.TypeChecker): SlotDoc[] {
  const slots = props.find((p) => p.name === 'slots');
  if (!slots) return [];
  const slotProps = props.find((p) => p.name === 'slotProps');
  const slotPropsType = slotProps && checker.getNonNullableType(checker.getTypeOfSymbol(slotProps));
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(slots));
  return propertiesOf(type, checker)
    .map((symbol): SlotDoc => {
      const tags = readTags(symbol, checker);
      const def = defaultOf(tags);
      const propsSymbol = slotPropsType && checker.getPropertyOfType(slotPropsType, symbol.name);
      const propsType = propsSymbol && printShort(checker.getNonNullableType(checker.getTypeOfSymbol(propsSymbol)), checker);
      return { name: symbol.name, description: readDescription(symbol, checker), ...(def ? { default: def } : {}), ...(propsType ? { propsType } : {}) };
    })
    .sort(byName);
}

function baseDoc(target: ApiTarget, resolved: Resolved, api: ApiProgram): Omit<ApiDoc, 'props' | 'slots' | 'classes' | 'memberSources'> {
  const { documenting } = resolved;
  const tags = readTags(documenting.symbol, api.checker);
  const deprecated = deprecationOf(tags);
  const description = target.kind === 'interface' ? readDescription(documenting.symbol, api.checker) : '';
  return {
    kind: target.kind,
    name: target.name,
    path: target.path,
    product: target.product,
    packageName: documenting.spec.name,
    version: api.versions.get(documenting.spec.name)!,
    ...(documenting.spec.plan ? { plan: documenting.spec.plan } : {}),
    imports: resolved.imports,
    ...(description ? { description } : {}),
    ...(deprecated !== undefined ? { deprecated } : {}),
  };
}

function extractComponent(target: ApiTarget, resolved: Resolved, api: ApiProgram): ApiDoc {
  const { checker } = api;
  const base = baseDoc(target, resolved, api);
  const type = componentPropsType(resolved.documenting.symbol, checker);
  const symbols = type ? propertiesOf(type, checker) : [];
  const props = symbols.map((s) => withPlan(readProp(s, type!, checker), memberPlan(s, base.plan, undefined))).sort(byName);
  const exportsByPackage = packagesOf(target.product).map((p) => api.exports.get(p.name)!);
  const classesProp = symbols.find((s) => s.name === 'classes');
  return {
    ...base,
    props,
    slots: readSlots(symbols, checker),
    classes: readClasses(target.name, classesProp, exportsByPackage, checker),
    memberSources: [],
  };
}

/**
 * Interface pages document every member any package of the product adds:
 * `GridApi` of `@mui/x-data-grid` lacks the pro and premium methods that the
 * -pro / -premium `GridApi` have. Each member is read from the most basic
 * package that has it and badged with that package's plan.
 */
function extractInterface(target: ApiTarget, resolved: Resolved, api: ApiProgram): ApiDoc {
  const { checker } = api;
  const base = baseDoc(target, resolved, api);
  const members = new Map<string, PropDoc>();
  const sources = new Map<string, string>();
  for (const exporter of typeExporters(api, target.product, resolved.documenting.exportName)) {
    const type = checker.getDeclaredTypeOfSymbol(exporter.symbol);
    for (const symbol of propertiesOf(type, checker)) {
      if (members.has(symbol.name)) continue;
      members.set(symbol.name, withPlan(readProp(symbol, type, checker), memberPlan(symbol, base.plan, exporter.spec.plan)));
      const version = api.versions.get(exporter.spec.name)!;
      if (version !== base.version) sources.set(exporter.spec.name, version);
    }
  }
  return {
    ...base,
    props: [...members.values()].sort(byName),
    slots: [],
    classes: [],
    memberSources: [...sources].map(([packageName, version]) => ({ packageName, version })),
  };
}

function extractHook(name: string, api: ApiProgram): HookDoc | undefined {
  const resolved = resolveName(api, undefined, name);
  const symbol = resolved?.documenting.symbol;
  const signature = symbol && api.checker.getTypeOfSymbol(symbol).getCallSignatures()[0];
  if (!resolved || !signature) return undefined;
  const { spec } = resolved.documenting;
  const tags = readTags(symbol, api.checker);
  const sig = readSignature(signature, tags, api.checker);
  const deprecated = deprecationOf(tags);
  return {
    name,
    product: spec.product,
    packageName: spec.name,
    version: api.versions.get(spec.name)!,
    ...(spec.plan ? { plan: spec.plan } : {}),
    imports: resolved.imports.filter((i) => packagesOf(spec.product).some((p) => p.name === i.packageName)),
    description: readDescription(symbol, api.checker),
    ...(deprecated !== undefined ? { deprecated } : {}),
    params: sig.params,
    returnType: sig.returnType,
    ...(sig.returnDescription ? { returnDescription: sig.returnDescription } : {}),
  };
}

/**
 * Extracts the API data of every target, and of the hooks named.
 * @param root repository root (where node_modules is).
 */
export function extractApi(root: string, targets: readonly ApiTarget[], hookNames: readonly string[] = []): ApiData {
  const api = createApiProgram(root);
  const docs: ApiDoc[] = [];
  const unresolved: ApiData['unresolved'] = [];
  for (const target of targets) {
    const resolved = resolveName(api, target.product, target.name);
    if (!resolved) {
      unresolved.push({ path: target.path, name: target.name, reason: `no package of ${target.product} exports ${target.name}` });
      continue;
    }
    docs.push(target.kind === 'component' ? extractComponent(target, resolved, api) : extractInterface(target, resolved, api));
  }
  const hooks = [...new Set(hookNames)].flatMap((name) => extractHook(name, api) ?? []);
  return {
    dataVersion: API_DATA_VERSION,
    packages: PACKAGES.map((p) => ({ name: p.name, version: api.versions.get(p.name)!, ...(p.plan ? { plan: p.plan } : {}) })),
    docs,
    hooks,
    unresolved,
  };
}
