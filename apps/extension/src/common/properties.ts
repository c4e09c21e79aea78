/**
 * The variant a customer chose, as the cart line's Properties text: `Màu: Đỏ (红色); Size: XL`.
 * Staff buy from the Chinese page, so each value keeps the shop's own words; the property's name
 * is put in Vietnamese from a small dictionary of the names shops use most, and a plain colour
 * gets its Vietnamese name in front of the Chinese one. Anything not in the dictionaries stays as
 * the shop wrote it.
 */

/** Chinese property names → Vietnamese. */
const PROPERTY_NAMES: Readonly<Record<string, string>> = {
  颜色分类: 'Màu',
  颜色: 'Màu',
  主要颜色: 'Màu',
  机身颜色: 'Màu',
  尺码: 'Size',
  鞋码: 'Size giày',
  尺寸: 'Kích thước',
  规格: 'Quy cách',
  型号: 'Mẫu',
  款式: 'Kiểu',
  套餐类型: 'Gói',
  套餐: 'Gói',
  版本: 'Phiên bản',
  容量: 'Dung tích',
  存储容量: 'Bộ nhớ',
  净含量: 'Khối lượng',
  重量: 'Trọng lượng',
  长度: 'Chiều dài',
  口味: 'Vị',
  材质: 'Chất liệu',
  参考身高: 'Chiều cao',
  适用年龄: 'Độ tuổi',
  图案: 'Họa tiết',
};

/** Plain colour names → Vietnamese; a value with more words ("红色（如图）") is left as written. */
const COLOURS: Readonly<Record<string, string>> = {
  红色: 'Đỏ',
  黑色: 'Đen',
  白色: 'Trắng',
  蓝色: 'Xanh dương',
  深蓝色: 'Xanh đậm',
  浅蓝色: 'Xanh nhạt',
  藏青色: 'Xanh tím than',
  绿色: 'Xanh lá',
  黄色: 'Vàng',
  粉色: 'Hồng',
  粉红色: 'Hồng',
  紫色: 'Tím',
  灰色: 'Xám',
  浅灰色: 'Xám nhạt',
  深灰色: 'Xám đậm',
  棕色: 'Nâu',
  咖啡色: 'Nâu cà phê',
  橙色: 'Cam',
  米色: 'Be',
  米白色: 'Trắng ngà',
  卡其色: 'Kaki',
  酒红色: 'Đỏ rượu',
  杏色: 'Màu mơ',
  金色: 'Vàng kim',
  银色: 'Bạc',
  透明: 'Trong suốt',
};

const COLOUR_PROPERTIES = new Set(['Màu']);

/** A property's name as the panel and the cart show it. */
export function propertyLabel(chineseName: string): string {
  const name = chineseName.trim();
  return PROPERTY_NAMES[name] ?? name;
}

/** A value as the cart shows it: the shop's words, a plain colour with its Vietnamese name first. */
export function valueLabel(propertyName: string, value: string): string {
  const shown = value.trim();
  const colour = COLOUR_PROPERTIES.has(propertyLabel(propertyName)) ? COLOURS[shown] : undefined;
  return colour ? `${colour} (${shown})` : shown;
}

/** The cart's Properties field holds at most this many characters. */
export const PROPERTIES_MAX = 255;

/** `Màu: Đỏ (红色); Size: XL` from the chosen [property name, value name] pairs, cut to 255. */
export function propertiesText(chosen: readonly (readonly [string, string])[]): string {
  const text = chosen
    .map(([name, value]) => `${propertyLabel(name)}: ${valueLabel(name, value)}`)
    .join('; ');
  return text.length <= PROPERTIES_MAX ? text : `${text.slice(0, PROPERTIES_MAX - 1)}…`;
}
