-- Staff find a delivery slip by its receiver as they find a customer (issue 27: every console
-- search reads an index): the name's words without diacritics, any 4 or more digits of the phone
-- in its national form, or a goods code the slip carries.
ALTER TABLE "deliveries" ADD COLUMN "search_receiver" text GENERATED ALWAYS AS (lower(translate(receiver_name, 'àáảãạăằắẳẵặâầấẩẫậäÀÁẢÃẠĂẰẮẲẴẶÂẦẤẨẪẬÄèéẻẽẹêềếểễệëÈÉẺẼẸÊỀẾỂỄỆËìíỉĩịïÌÍỈĨỊÏòóỏõọôồốổỗộơờớởỡợöÒÓỎÕỌÔỒỐỔỖỘƠỜỚỞỠỢÖùúủũụưừứửữựüÙÚỦŨỤƯỪỨỬỮỰÜỳýỷỹỵÿỲÝỶỸỴŸđĐñÑçÇ̛̣̀́̂̃̆̉', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeeeeeeeeeiiiiiiiiiiiioooooooooooooooooooooooooooooooooooouuuuuuuuuuuuuuuuuuuuuuuuyyyyyyyyyyyyddnncc'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "search_receiver_phone" text GENERATED ALWAYS AS (regexp_replace(regexp_replace(regexp_replace(receiver_phone, '[^0-9]', '', 'g'), '^84([0-9]{9,10})$', '0\1'), '^([1-9][0-9]{8})$', '0\1')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "deliveries_search_receiver_idx" ON "deliveries" USING gin (to_tsvector('simple', "search_receiver"));--> statement-breakpoint
CREATE INDEX "deliveries_receiver_phone_grams_idx" ON "deliveries" USING gin (text_grams("search_receiver_phone"));--> statement-breakpoint
CREATE INDEX "deliveries_list_orders_idx" ON "deliveries" USING gin ("list_orders");