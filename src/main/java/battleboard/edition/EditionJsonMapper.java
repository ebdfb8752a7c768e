package battleboard.edition;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.CollectionType;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.type.MapType;

/**
 * The Jackson mapper that reads edition files into {@link EditionJson}: every value must have the type
 * the format gives it, as written. Jackson's default leniency is switched off: no unknown field, no
 * number or boolean taken as a string ({@code "extends": 2}), no string taken as a boolean or an enum
 * value by position, no {@code 3.0} taken as {@code 3}, no single value taken as an array, and no
 * explicit {@code null} except in a {@link JsonNode} (a whole number, checked later, or {@code notes}), no key
 * given twice and nothing after the top-level object.
 * Enum values ({@code domain}, {@code hits}, {@code openingFire}) ignore case, as they always have.
 */
final class EditionJsonMapper {
    /** Thread-safe once built. */
    static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            // a key given twice, or anything after the object, is refused, never read silently (issue 27)
            .enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .enable(MapperFeature.ACCEPT_CASE_INSENSITIVE_ENUMS)
            .withCoercionConfig(LogicalType.Textual, c -> c
                    .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
            .addModule(new SimpleModule("edition-nulls").setDeserializerModifier(new RefuseNulls()))
            .build();

    private EditionJsonMapper() {
    }

    /**
     * Makes an explicit {@code null} an {@link InvalidNullException} (with the field's path), while a
     * field left out stays {@code null}. Jackson's own {@code Nulls.FAIL} cannot be used: it refuses a
     * record component left out as well. Tree values ({@link JsonNode}) are not wrapped: Jackson gives
     * them {@code NullNode} for {@code null} and {@code null} when left out.
     */
    private static final class RefuseNulls extends BeanDeserializerModifier {
        private static final long serialVersionUID = 1L;

        @Override
        public JsonDeserializer<?> modifyDeserializer(DeserializationConfig config, BeanDescription desc,
                JsonDeserializer<?> deserializer) {
            return new NullRefusing(deserializer);
        }

        @Override
        public JsonDeserializer<?> modifyEnumDeserializer(DeserializationConfig config, JavaType type,
                BeanDescription desc, JsonDeserializer<?> deserializer) {
            return new NullRefusing(deserializer);
        }

        @Override
        public JsonDeserializer<?> modifyCollectionDeserializer(DeserializationConfig config, CollectionType type,
                BeanDescription desc, JsonDeserializer<?> deserializer) {
            return new NullRefusing(deserializer);
        }

        @Override
        public JsonDeserializer<?> modifyMapDeserializer(DeserializationConfig config, MapType type,
                BeanDescription desc, JsonDeserializer<?> deserializer) {
            return new NullRefusing(deserializer);
        }
    }

    /** A deserializer as Jackson built it, except that a JSON {@code null} is refused. */
    private static final class NullRefusing extends DelegatingDeserializer {
        private static final long serialVersionUID = 1L;

        NullRefusing(JsonDeserializer<?> delegate) {
            super(delegate);
        }

        @Override
        protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> newDelegatee) {
            return new NullRefusing(newDelegatee);
        }

        /** @throws InvalidNullException always: the file wrote {@code null} */
        @Override
        public Object getNullValue(DeserializationContext ctxt) throws JsonMappingException {
            throw InvalidNullException.from(ctxt, null, ctxt.constructType(handledType()));
        }

        /** @return {@code null}: the field was left out */
        @Override
        public Object getAbsentValue(DeserializationContext ctxt) {
            return null;
        }
    }
}
