/** A camelCase column name as the table spells it (`restaurantId` → `restaurant_id`), for raw statements. */
export const snake = (column: string): string => column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** `restaurant_id AS "restaurantId", …`: the columns read back under the names rows use; the same text on both stores. */
export const selectList = (columns: readonly string[]): string => columns.map((column) => `${snake(column)} AS "${column}"`).join(", ");
