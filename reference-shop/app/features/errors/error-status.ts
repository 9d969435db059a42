/** The status of a page the shop cannot serve because its backend is away (down, too slow, or answering garbage). */
export const SHOP_UNAVAILABLE_STATUS = 503
