/**
 * What an inline code span of the prose claims: which API names it uses, if
 * any. Values, file names, commands and expressions claim nothing and pass
 * without ceremony; a span that looks like an API name is checked against the
 * installed type data (see check.ts).
 */

export type Claim =
  /** An identifier: a component, type, hook, function, prop, slot or member. */
  | { kind: 'name'; name: string }
  /** A member path: `apiRef.current.setRows`, `initialState.sorting.sortModel`. */
  | { kind: 'member'; path: string[] }
  /** A package import path: `@mui/x-data-grid-pro`, `@mui/x-date-pickers/AdapterDayjs`. */
  | { kind: 'import'; path: string }
  /** A generated CSS class: `.MuiDataGrid-cell`, `Mui-selected`. */
  | { kind: 'class'; name: string };

const IDENT = /^[A-Za-z_$][\w$]*$/;

/**
 * An identifier is worth checking when it is shaped like an API name:
 * PascalCase (components, types), camelCase with a capital (props, methods),
 * a hook (`useGridApiRef`), an exported constant (`GRID_STRING_COL_DEF`).
 * All-lowercase words (`rows`, `field`, `asc`) are
 * as often values and field names as props, so they pass.
 */
export function looksLikeApiName(name: string): boolean {
  if (!IDENT.test(name) || !/[A-Z]/.test(name)) return false;
  // Exported constants (`GRID_DATETIME_COL_DEF`) are names; a lone capitalised word (`API`, `CSV`) is not.
  if (/^[A-Z0-9_]+$/.test(name)) return /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(name);
  return true;
}

/**
 * The claims of one code span (an empty list: nothing to check).
 * @example claimsOf('<DataGridPro />') // [{ kind: 'name', name: 'DataGridPro' }]
 * @example claimsOf("'asc'") // []
 */
export function claimsOf(span: string): Claim[] {
  const s = span.trim();
  if (!s || s.length > 120) return [];
  // Import paths of the MUI X packages.
  if (/^@mui\/x-[a-z-]+(\/[\w./-]*)?$/.test(s)) return [{ kind: 'import', path: s.replace(/\/$/, '') }];
  // Generated class names.
  const cls = /^\.?(Mui[A-Z]\w*-[\w-]+|Mui-[a-z][\w]*)$/.exec(s);
  if (cls) return [{ kind: 'class', name: cls[1]! }];
  // JSX: <DataGrid />, <DataGridPro>, </DataGrid>, <GridToolbar.Root prop />
  const jsx = /^<\/?([A-Z][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\s[^<>]*)?\/?>$/.exec(s);
  if (jsx) return claimsOf(jsx[1]!);
  // A call: useGridApiRef(), gridClasses.cell(), apiRef.current.setRows(rows)
  const call = /^([A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)*)\((?:[^()]*)\)$/.exec(s);
  if (call) return claimsOf(call[1]!);
  // A prop with a value: sortingMode="server", pageSizeOptions={[5, 10]}, field: 'name'
  const prop = /^([A-Za-z_$][\w$]*)(?:=["{]|:\s)/.exec(s);
  if (prop && !s.includes('=>') && !/\s(&&|\|\||===?)\s/.test(s)) return looksLikeApiName(prop[1]!) ? [{ kind: 'name', name: prop[1]! }] : [];
  // A member path: apiRef.current.setRows, GridColDef.valueGetter, slotProps.toolbar
  if (/^[A-Za-z_$][\w$]*(\??\.[A-Za-z_$][\w$]*)+$/.test(s)) {
    const path = s.split(/\??\./);
    return path.some(looksLikeApiName) ? [{ kind: 'member', path }] : [];
  }
  if (looksLikeApiName(s)) return [{ kind: 'name', name: s }];
  return [];
}
