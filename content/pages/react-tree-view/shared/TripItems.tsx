import { TreeItem } from '@mui/x-tree-view/TreeItem';

/** A packing list for a hiking trip, as JSX items for `SimpleTreeView`. */
export const tripGroupIds = ['clothing', 'kitchen', 'documents'];

export function TripItems() {
  return (
    <>
      <TreeItem itemId="clothing" label="Clothing">
        <TreeItem itemId="rain-jacket" label="Rain jacket" />
        <TreeItem itemId="fleece" label="Fleece" />
        <TreeItem itemId="boots" label="Hiking boots" />
      </TreeItem>
      <TreeItem itemId="kitchen" label="Kitchen">
        <TreeItem itemId="stove" label="Stove" />
        <TreeItem itemId="mug" label="Mug" />
      </TreeItem>
      <TreeItem itemId="documents" label="Documents">
        <TreeItem itemId="passport" label="Passport" />
        <TreeItem itemId="map" label="Trail map" />
      </TreeItem>
    </>
  );
}
