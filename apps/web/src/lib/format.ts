/** Money and dates on screen: the contract's helpers, which PDFs and exports use too (spec §9). */
export { formatDate, formatMoney } from '@bp/contract/format';
