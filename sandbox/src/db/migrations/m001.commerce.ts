/** Migration 1, part 4: users, addresses, tokens, member cards, delivery, payment, coupons, carts, orders. */
export const commerceTables = /* sql */ `
-- Guests are users with is_guest = 1 and no password (the spec keeps a guest user by e-mail).
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  username TEXT NOT NULL,
  password_hash TEXT,                 -- scrypt$N$r$p$salt$hash (base64)
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  company_name TEXT NOT NULL DEFAULT '',
  company_oib TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  member_card_barcode TEXT,
  is_backoffice_user INTEGER NOT NULL DEFAULT 0,
  scope TEXT NOT NULL DEFAULT '[]',   -- JSON array of permission names
  language TEXT NOT NULL DEFAULT 'hr',
  is_guest INTEGER NOT NULL DEFAULT 0,
  email_verified_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE user_addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('main', 'billing', 'shipping', 'other')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  contact_email TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  company_name TEXT NOT NULL DEFAULT '',
  oib TEXT NOT NULL DEFAULT '',
  country_id INTEGER NOT NULL REFERENCES countries(id),
  region TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL,
  street TEXT NOT NULL,
  house_number TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX user_addresses_user ON user_addresses(user_id);

-- Refresh, password-reset and e-mail verification tokens; only a hash of each token is stored.
CREATE TABLE user_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('refresh', 'passwordReset', 'emailVerification')),
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE member_cards (
  id INTEGER PRIMARY KEY,
  barcode TEXT NOT NULL UNIQUE,
  holder_name TEXT NOT NULL,
  discount_percent REAL NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'blocked')),
  valid_until TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id)
);

CREATE TABLE wishlist_items (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, product_id)
);

CREATE TABLE branch_offices (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  street TEXT NOT NULL,
  house_number TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  city TEXT NOT NULL,
  country_id INTEGER NOT NULL REFERENCES countries(id),
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  workhours TEXT NOT NULL,            -- JSON [{ day: 1..7 (Monday = 1), opens: 'HH:MM', closes: 'HH:MM' }]
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  is_pickup_point INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL
);

CREATE TABLE delivery_methods (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,                 -- JSON { hr, sl }
  description TEXT NOT NULL,          -- JSON { hr, sl }
  price REAL NOT NULL,                -- net EUR
  tax_rate REAL NOT NULL,
  free_over REAL,                     -- gross cart total from which delivery is free
  is_pickup INTEGER NOT NULL DEFAULT 0,
  digital_only INTEGER NOT NULL DEFAULT 0,
  countries TEXT,                     -- JSON ISO codes it serves; NULL = all allowed countries
  position INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE delivery_method_branches (
  delivery_method_id INTEGER NOT NULL REFERENCES delivery_methods(id) ON DELETE CASCADE,
  branch_id INTEGER NOT NULL REFERENCES branch_offices(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (delivery_method_id, branch_id)
);

CREATE TABLE payment_methods (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,                 -- JSON { hr, sl }
  description TEXT NOT NULL,          -- JSON { hr, sl }
  payment_type TEXT,                  -- NULL (offline), 'HPF' (hosted payment form), 'PayPal'
  position INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE coupons (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  discount_type TEXT NOT NULL CHECK (discount_type IN ('percent', 'fixed')),
  value REAL NOT NULL,
  min_cart_total REAL NOT NULL DEFAULT 0,
  valid_from TEXT NOT NULL,
  valid_to TEXT NOT NULL,
  usage_limit INTEGER,
  used_count INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE carts (
  id INTEGER PRIMARY KEY,
  protect_code TEXT NOT NULL,
  session TEXT NOT NULL UNIQUE,
  user_id INTEGER REFERENCES users(id),
  store_id INTEGER NOT NULL REFERENCES stores(id),
  currency_id INTEGER NOT NULL REFERENCES currencies(id),
  coupon_code TEXT,
  member_card_barcode TEXT,
  delivery_method_id INTEGER REFERENCES delivery_methods(id),
  payment_method_id INTEGER REFERENCES payment_methods(id),
  options TEXT NOT NULL DEFAULT '{}', -- JSON, e.g. { deliveryBranchId }
  status TEXT NOT NULL CHECK (status IN ('active', 'archived', 'ordered')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX carts_user ON carts(user_id, status);

CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  qty REAL NOT NULL,
  options TEXT NOT NULL DEFAULT '{}',
  bundle_options TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX cart_items_cart ON cart_items(cart_id);

-- Orders (type 'order'). Amounts in EUR; addresses are copied as JSON so later edits do not rewrite history.
CREATE TABLE documents (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL DEFAULT 'order',
  number TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,          -- the orderSlug of the thank-you page
  user_id INTEGER REFERENCES users(id),
  cart_id INTEGER REFERENCES carts(id),
  store_id INTEGER NOT NULL REFERENCES stores(id),
  currency_id INTEGER NOT NULL REFERENCES currencies(id),
  status TEXT NOT NULL,
  payment_status TEXT NOT NULL,
  delivery_status TEXT NOT NULL,
  payment_method_id INTEGER REFERENCES payment_methods(id),
  delivery_method_id INTEGER REFERENCES delivery_methods(id),
  delivery_branch_id INTEGER REFERENCES branch_offices(id),
  base_amount REAL NOT NULL,
  tax_amount REAL NOT NULL,
  delivery_amount REAL NOT NULL,
  discount_amount REAL NOT NULL DEFAULT 0,
  final_amount REAL NOT NULL,
  coupon_code TEXT,
  member_card_barcode TEXT,
  billing_address TEXT NOT NULL,
  shipping_address TEXT NOT NULL,
  gift_message TEXT NOT NULL DEFAULT '',
  order_message TEXT NOT NULL DEFAULT '',
  issued_on TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX documents_user ON documents(user_id, issued_on);

CREATE TABLE document_items (
  id INTEGER PRIMARY KEY,
  document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  product_id INTEGER REFERENCES products(id),
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  qty REAL NOT NULL,
  tax_rate REAL NOT NULL,
  final_net_price REAL NOT NULL,      -- unit price without VAT
  final_price REAL NOT NULL,          -- unit price with VAT
  row_total REAL NOT NULL,            -- final_price * qty
  options TEXT NOT NULL DEFAULT '{}',
  position INTEGER NOT NULL
);
`
