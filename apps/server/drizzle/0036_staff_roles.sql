-- Staff roles (DESIGN §12): accountant, buyer, warehouse and support beside admin and staff; the
-- database refuses any other role. A warehouse worker's Vietnamese warehouse is users.warehouse_id.
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK (role in ('customer', 'admin', 'staff', 'accountant', 'buyer', 'warehouse', 'support'));