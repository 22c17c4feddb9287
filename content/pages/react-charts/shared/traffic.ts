/** Weekly website visits per traffic source over one quarter (weeks 1 to 12). */
export const weeks: number[] = Array.from({ length: 12 }, (_, index) => index + 1);

export const visitsBySource = {
  search: [8200, 8650, 9100, 8900, 9700, 10400, 10100, 11200, 11800, 12300, 12100, 13000],
  social: [3100, 3600, 4200, 3900, 4500, 5200, 6100, 5800, 5400, 6000, 6600, 7100],
  referral: [1500, 1450, 1700, 1900, 1850, 2100, 2300, 2250, 2600, 2500, 2800, 3000],
};
