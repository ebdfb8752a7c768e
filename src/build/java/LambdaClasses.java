import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Gives each lambda and method reference of the program's compiled classes a class of its own, written at build time,
 * in place of the {@code invokedynamic} call site Java links at the lambda's first use (pom.xml, execution
 * {@code lambda-classes}, after the compiler and {@code built-in-editions}).
 *
 * <p>Why: Java 17 links each lambda's call site through {@code LambdaMetafactory} the first time it runs, in the
 * interpreter, even when the class-data archive holds the lambda's class: about 0.07 ms a site, and a small
 * {@code odds} runs some 125 of the program's (docs/performance.md, "Lambdas as classes"). A class of the jar, read
 * from the archive, costs a fraction of that. Android's build does the same with Java's lambdas ("desugaring"); no
 * tool found does it for Java 17's class files (Retrolambda, which did it for Java 8's, writes classes for Java 7 and
 * older).
 *
 * <p>What it writes, for a call site of {@code LambdaMetafactory.metafactory} in class {@code H} whose target the new
 * class may call: a final class {@code H$$Lambda$N} (N counting H's sites from 1, in the order of its class file) in
 * H's package and nest (so that it may call H's private {@code lambda$} methods, as Java's own lambda class does),
 * implementing the functional interface with one method that calls the target with the same conversions
 * {@code LambdaMetafactory} makes (casts, boxing, unboxing, widening); the captured values are its fields. The site
 * becomes {@code getstatic H$$Lambda$N.INSTANCE} (nothing captured: one object, as Java's linkage gives) or
 * {@code invokestatic H$$Lambda$N.of(captured values)} (a new object each time, as Java's). Left as they are: sites of
 * {@code LambdaMetafactory.altMetafactory} (serializable lambdas, marker interfaces, bridges), a target that is a
 * superclass's method called directly (javac writes {@code super::m} as a {@code lambda$} method of H, which is
 * rewritten) and targets the new class could not call; each named in the run's output.
 *
 * <p>Run by the build with Java's source launcher: {@code java -cp ASM_JAR:CLASS_PATH LambdaClasses.java CLASSES PREFIX},
 * where {@code CLASSES} is the compiled program's directory and {@code PREFIX} the internal name prefix of the classes
 * to rewrite ({@code battleboard/}). Classes without such sites (already rewritten by an earlier run of the same build)
 * are left alone; a rewritten class's earlier {@code $$Lambda$} classes are deleted first.
 */
public final class LambdaClasses {
    private static final String METAFACTORY_OWNER = "java/lang/invoke/LambdaMetafactory";
    private static final String GENERATED = "$$Lambda$";

    /** What the rewrite reads of a class of the program: its access, nest, source file and methods' access. */
    private record Info(String name, int version, int access, String nestHost, String source, Map<String, Integer> methods) {
        String top() {
            return nestHost == null ? name : nestHost;
        }
    }

    /** A class written for one call site, and what its host's nest must list. */
    private record Written(String name, String top, byte[] bytes) {
    }

    private final Path classes;
    private final Map<String, Info> infos = new HashMap<>();
    private final List<Written> written = new ArrayList<>();
    private final List<String> left = new ArrayList<>();

    private LambdaClasses(Path classes) {
        this.classes = classes;
    }

    /**
     * @param args the compiled program's directory and the internal-name prefix of the classes to rewrite
     * @throws IOException when a class file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: LambdaClasses CLASSES PREFIX");
        }
        new LambdaClasses(Path.of(args[0])).run(args[1]);
    }

    private void run(String prefix) throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        try (Stream<Path> all = Files.walk(classes.resolve(prefix))) {
            for (Path p : all.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
                String name = classes.relativize(p).toString().replace('\\', '/').replaceAll("\\.class$", "");
                if (!name.contains(GENERATED)) {
                    files.put(name, Files.readAllBytes(p));
                }
            }
        }
        for (byte[] bytes : files.values()) {
            Info info = info(bytes);
            infos.put(info.name(), info);
        }
        Map<String, byte[]> rewritten = new LinkedHashMap<>();
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            byte[] bytes = rewrite(f.getKey(), f.getValue());
            if (bytes != null) {
                rewritten.put(f.getKey(), bytes);
                deleteEarlier(f.getKey());
            }
        }
        Map<String, List<String>> members = new LinkedHashMap<>();
        for (Written w : written) {
            members.computeIfAbsent(w.top(), t -> new ArrayList<>()).add(w.name());
        }
        for (Map.Entry<String, List<String>> m : members.entrySet()) {
            byte[] bytes = rewritten.getOrDefault(m.getKey(), files.get(m.getKey()));
            rewritten.put(m.getKey(), withNestMembers(bytes, m.getValue()));
        }
        for (Map.Entry<String, byte[]> r : rewritten.entrySet()) {
            Files.write(classes.resolve(r.getKey() + ".class"), r.getValue());
        }
        for (Written w : written) {
            Files.write(classes.resolve(w.name() + ".class"), w.bytes());
        }
        System.out.println("lambda classes: " + written.size() + " call sites as classes of their own, " + left.size()
                + " left to Java's linkage" + (left.isEmpty() ? "" : ": " + String.join("; ", left)));
    }

    private void deleteEarlier(String host) throws IOException {
        Path dir = classes.resolve(host).getParent();
        String stem = host.substring(host.lastIndexOf('/') + 1) + GENERATED;
        try (Stream<Path> in = Files.list(dir)) {
            for (Path p : in.filter(f -> f.getFileName().toString().startsWith(stem)).toList()) {
                Files.delete(p);
            }
        }
    }

    private static Info info(byte[] bytes) {
        ClassReader reader = new ClassReader(bytes);
        Map<String, Integer> methods = new HashMap<>();
        String[] hostAndSource = new String[2];
        reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public void visitSource(String source, String debug) {
                hostAndSource[1] = source;
            }

            @Override
            public void visitNestHost(String host) {
                hostAndSource[0] = host;
            }

            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
                methods.put(name + descriptor, access);
                return null;
            }
        }, ClassReader.SKIP_CODE);
        // the class file's major version: bytes 6-7, after the magic number and the minor version
        return new Info(reader.getClassName(), reader.readUnsignedShort(6), reader.getAccess(), hostAndSource[0], hostAndSource[1],
                methods);
    }

    /** @return the class with its call sites replaced, or null when it has none this run can replace */
    private byte[] rewrite(String host, byte[] bytes) {
        ClassReader reader = new ClassReader(bytes);
        ClassWriter writer = new ClassWriter(reader, 0);
        int[] count = {0};
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
                String where = host + "." + name;
                return new MethodVisitor(Opcodes.ASM9, super.visitMethod(access, name, descriptor, signature, exceptions)) {
                    @Override
                    public void visitInvokeDynamicInsn(String sam, String site, Handle bootstrap, Object... arguments) {
                        String reason = unsupported(host, bootstrap, arguments);
                        if (reason != null) {
                            if (!reason.isEmpty()) {
                                left.add(where + " (" + reason + ")");
                            }
                            super.visitInvokeDynamicInsn(sam, site, bootstrap, arguments);
                            return;
                        }
                        String lambda = host + GENERATED + (++count[0]);
                        Type siteType = Type.getType(site);
                        written.add(new Written(lambda, infos.get(host).top(), lambdaClass(lambda, host, sam, siteType,
                                (Type) arguments[0], (Handle) arguments[1], (Type) arguments[2])));
                        if (siteType.getArgumentTypes().length == 0) {
                            super.visitFieldInsn(Opcodes.GETSTATIC, lambda, "INSTANCE", siteType.getReturnType().getDescriptor());
                        } else {
                            super.visitMethodInsn(Opcodes.INVOKESTATIC, lambda, "of", site, false);
                        }
                    }
                };
            }
        }, 0);
        return count[0] == 0 ? null : writer.toByteArray();
    }

    /**
     * @return null when the site can be a class of its own; the empty string when it is not a lambda's site (string
     *         concatenation, a record's methods); otherwise why it is left to Java
     */
    private String unsupported(String host, Handle bootstrap, Object[] arguments) {
        if (!bootstrap.getOwner().equals(METAFACTORY_OWNER)) {
            return "";
        }
        if (!bootstrap.getName().equals("metafactory")) {
            return bootstrap.getName() + ": serializable, marker interfaces or bridges";
        }
        Handle target = (Handle) arguments[1];
        Info hostInfo = infos.get(host);
        Info owner = infos.get(target.getOwner());
        Integer access = owner == null ? null : owner.methods().get(target.getName() + target.getDesc());
        if (target.getTag() == Opcodes.H_INVOKESPECIAL && (access == null || (access & Opcodes.ACC_PRIVATE) == 0)) {
            return "a superclass's method " + target.getOwner() + "." + target.getName();
        }
        if (access != null) {
            if ((access & Opcodes.ACC_PRIVATE) != 0) {
                return owner.top().equals(hostInfo.top()) ? null : "private to another nest: " + target.getOwner();
            }
            if (packageOf(target.getOwner()).equals(packageOf(host))) {
                return null;
            }
            boolean visible = (access & Opcodes.ACC_PUBLIC) != 0 && (owner.access() & Opcodes.ACC_PUBLIC) != 0;
            return visible ? null : "not public: " + target.getOwner() + "." + target.getName();
        }
        return publicMember(target) ? null : "not found public: " + target.getOwner() + "." + target.getName();
    }

    /** A target outside the program's rewritten classes (the JDK's, a library's, or inherited): public, of a public class. */
    private static boolean publicMember(Handle target) {
        try {
            Class<?> owner = Class.forName(target.getOwner().replace('/', '.'), false, ClassLoader.getSystemClassLoader());
            if (!Modifier.isPublic(owner.getModifiers())) {
                return false;
            }
            if (target.getName().equals("<init>")) {
                for (Constructor<?> c : owner.getDeclaredConstructors()) {
                    if (Type.getConstructorDescriptor(c).equals(target.getDesc())) {
                        return Modifier.isPublic(c.getModifiers());
                    }
                }
                return false;
            }
            // the public methods it declares or inherits, and an interface's Object methods
            return hasMethod(owner.getMethods(), target) || owner.isInterface() && hasMethod(Object.class.getMethods(), target);
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    private static boolean hasMethod(Method[] methods, Handle target) {
        for (Method m : methods) {
            if (m.getName().equals(target.getName()) && Type.getMethodDescriptor(m).equals(target.getDesc())) {
                return true;
            }
        }
        return false;
    }

    private static String packageOf(String internalName) {
        int slash = internalName.lastIndexOf('/');
        return slash < 0 ? "" : internalName.substring(0, slash);
    }

    /**
     * The class of one call site.
     *
     * @param name         its internal name
     * @param host         the class whose site it replaces
     * @param sam          the functional interface's method
     * @param site         the call site's type: the captured values' types to the functional interface
     * @param samType      the interface method's erased type
     * @param target       the method, constructor or lambda body it calls
     * @param instantiated the interface method's type as the site uses it (its type arguments)
     */
    private byte[] lambdaClass(String name, String host, String sam, Type site, Type samType, Handle target, Type instantiated) {
        Info hostInfo = infos.get(host);
        String iface = site.getReturnType().getInternalName();
        Type[] captured = site.getArgumentTypes();
        ClassWriter w = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        w.visit(hostInfo.version(), Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_SYNTHETIC, name, null, "java/lang/Object",
                new String[] {iface});
        if (hostInfo.source() != null) {
            w.visitSource(hostInfo.source(), null);
        }
        w.visitNestHost(hostInfo.top());
        for (int i = 0; i < captured.length; i++) {
            w.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL, "arg" + i, captured[i].getDescriptor(), null, null).visitEnd();
        }
        Type self = Type.getObjectType(name);
        String constructor = Type.getMethodDescriptor(Type.VOID_TYPE, captured);
        MethodVisitor init = w.visitMethod(Opcodes.ACC_PRIVATE, "<init>", constructor, null, null);
        init.visitCode();
        init.visitVarInsn(Opcodes.ALOAD, 0);
        init.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        int slot = 1;
        for (int i = 0; i < captured.length; i++) {
            init.visitVarInsn(Opcodes.ALOAD, 0);
            init.visitVarInsn(captured[i].getOpcode(Opcodes.ILOAD), slot);
            init.visitFieldInsn(Opcodes.PUTFIELD, name, "arg" + i, captured[i].getDescriptor());
            slot += captured[i].getSize();
        }
        init.visitInsn(Opcodes.RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        MethodVisitor make;
        if (captured.length == 0) {
            w.visitField(Opcodes.ACC_STATIC | Opcodes.ACC_FINAL | Opcodes.ACC_SYNTHETIC, "INSTANCE", site.getReturnType().getDescriptor(),
                    null, null).visitEnd();
            make = w.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
            make.visitCode();
            make.visitTypeInsn(Opcodes.NEW, name);
            make.visitInsn(Opcodes.DUP);
            make.visitMethodInsn(Opcodes.INVOKESPECIAL, name, "<init>", "()V", false);
            make.visitFieldInsn(Opcodes.PUTSTATIC, name, "INSTANCE", site.getReturnType().getDescriptor());
            make.visitInsn(Opcodes.RETURN);
        } else {
            make = w.visitMethod(Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC, "of", site.getDescriptor(), null, null);
            make.visitCode();
            make.visitTypeInsn(Opcodes.NEW, name);
            make.visitInsn(Opcodes.DUP);
            slot = 0;
            for (Type c : captured) {
                make.visitVarInsn(c.getOpcode(Opcodes.ILOAD), slot);
                slot += c.getSize();
            }
            make.visitMethodInsn(Opcodes.INVOKESPECIAL, name, "<init>", constructor, false);
            make.visitInsn(Opcodes.ARETURN);
        }
        make.visitMaxs(0, 0);
        make.visitEnd();
        body(w.visitMethod(Opcodes.ACC_PUBLIC, sam, samType.getDescriptor(), null, null), self, captured, samType, target,
                instantiated);
        w.visitEnd();
        return w.toByteArray();
    }

    /** The interface method: the captured values and the method's arguments, converted, to the target, and its value back. */
    private static void body(MethodVisitor m, Type self, Type[] captured, Type samType, Handle target, Type instantiated) {
        m.visitCode();
        Type owner = Type.getObjectType(target.getOwner());
        List<Type> parameters = new ArrayList<>();
        int tag = target.getTag();
        boolean constructs = tag == Opcodes.H_NEWINVOKESPECIAL;
        if (constructs) {
            m.visitTypeInsn(Opcodes.NEW, target.getOwner());
            m.visitInsn(Opcodes.DUP);
        } else if (tag != Opcodes.H_INVOKESTATIC) {
            parameters.add(owner);
        }
        parameters.addAll(List.of(Type.getArgumentTypes(target.getDesc())));
        Type[] samArguments = samType.getArgumentTypes();
        Type[] used = instantiated.getArgumentTypes();
        if (parameters.size() != captured.length + samArguments.length) {
            throw new IllegalStateException(self.getInternalName() + ": " + parameters.size() + " parameters for "
                    + captured.length + " captured values and " + samArguments.length + " arguments");
        }
        for (int i = 0; i < captured.length; i++) {
            m.visitVarInsn(Opcodes.ALOAD, 0);
            m.visitFieldInsn(Opcodes.GETFIELD, self.getInternalName(), "arg" + i, captured[i].getDescriptor());
            convert(m, captured[i], parameters.get(i));
        }
        int slot = 1;
        for (int i = 0; i < samArguments.length; i++) {
            m.visitVarInsn(samArguments[i].getOpcode(Opcodes.ILOAD), slot);
            slot += samArguments[i].getSize();
            convert(m, samArguments[i], used[i]);
            convert(m, used[i], parameters.get(captured.length + i));
        }
        Type returned;
        switch (tag) {
            case Opcodes.H_INVOKESTATIC -> {
                m.visitMethodInsn(Opcodes.INVOKESTATIC, target.getOwner(), target.getName(), target.getDesc(), target.isInterface());
                returned = Type.getReturnType(target.getDesc());
            }
            case Opcodes.H_NEWINVOKESPECIAL -> {
                m.visitMethodInsn(Opcodes.INVOKESPECIAL, target.getOwner(), "<init>", target.getDesc(), false);
                returned = owner;
            }
            default -> {
                // a private method of the nest (H_INVOKESPECIAL) is called as a nestmate calls it, by invokevirtual or
                // invokeinterface
                boolean onInterface = tag == Opcodes.H_INVOKEINTERFACE || target.isInterface();
                m.visitMethodInsn(onInterface ? Opcodes.INVOKEINTERFACE : Opcodes.INVOKEVIRTUAL, target.getOwner(), target.getName(),
                        target.getDesc(), onInterface);
                returned = Type.getReturnType(target.getDesc());
            }
        }
        Type samReturn = samType.getReturnType();
        if (samReturn.getSort() == Type.VOID) {
            if (returned.getSize() > 0) {
                m.visitInsn(returned.getSize() == 2 ? Opcodes.POP2 : Opcodes.POP);
            }
            m.visitInsn(Opcodes.RETURN);
        } else {
            // as LambdaMetafactory does: the value converted to the interface method's erased type, not cast to the
            // site's type argument first
            convert(m, returned, samReturn);
            m.visitInsn(samReturn.getOpcode(Opcodes.IRETURN));
        }
        m.visitMaxs(0, 0);
        m.visitEnd();
    }

    /** Converts the value on the stack from one type to another as a method handle's type adaptation does. */
    private static void convert(MethodVisitor m, Type from, Type to) {
        if (from.equals(to)) {
            return;
        }
        boolean fromPrimitive = from.getSort() < Type.ARRAY;
        boolean toPrimitive = to.getSort() < Type.ARRAY;
        if (fromPrimitive && toPrimitive) {
            widen(m, from, to);
        } else if (fromPrimitive) {
            Type box = box(from);
            m.visitMethodInsn(Opcodes.INVOKESTATIC, box.getInternalName(), "valueOf",
                    Type.getMethodDescriptor(box, from), false);
            if (!to.equals(box) && !to.getDescriptor().equals("Ljava/lang/Object;")) {
                m.visitTypeInsn(Opcodes.CHECKCAST, to.getInternalName());
            }
        } else if (toPrimitive) {
            Type unboxed = unbox(from);
            Type primitive = unboxed == null ? to : unboxed;
            Type box = box(primitive);
            if (unboxed == null) {
                m.visitTypeInsn(Opcodes.CHECKCAST, box.getInternalName());
            }
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, box.getInternalName(), primitive.getClassName() + "Value",
                    Type.getMethodDescriptor(primitive), false);
            widen(m, primitive, to);
        } else if (!to.getDescriptor().equals("Ljava/lang/Object;")) {
            m.visitTypeInsn(Opcodes.CHECKCAST, to.getSort() == Type.ARRAY ? to.getDescriptor() : to.getInternalName());
        }
    }

    private static void widen(MethodVisitor m, Type from, Type to) {
        int f = stackSort(from);
        int t = stackSort(to);
        if (f == t) {
            return; // byte, short and char to int: the stack holds them alike
        }
        int insn = switch (f * 10 + t) {
            case Type.INT * 10 + Type.LONG -> Opcodes.I2L;
            case Type.INT * 10 + Type.FLOAT -> Opcodes.I2F;
            case Type.INT * 10 + Type.DOUBLE -> Opcodes.I2D;
            case Type.LONG * 10 + Type.FLOAT -> Opcodes.L2F;
            case Type.LONG * 10 + Type.DOUBLE -> Opcodes.L2D;
            case Type.FLOAT * 10 + Type.DOUBLE -> Opcodes.F2D;
            default -> throw new IllegalStateException("no widening from " + from + " to " + to);
        };
        m.visitInsn(insn);
    }

    /** @return the type's sort as the stack holds it: boolean, char, byte and short as int */
    private static int stackSort(Type t) {
        return switch (t.getSort()) {
            case Type.BOOLEAN, Type.CHAR, Type.BYTE, Type.SHORT, Type.INT -> Type.INT;
            default -> t.getSort();
        };
    }

    private static Type box(Type primitive) {
        return Type.getObjectType(switch (primitive.getSort()) {
            case Type.BOOLEAN -> "java/lang/Boolean";
            case Type.CHAR -> "java/lang/Character";
            case Type.BYTE -> "java/lang/Byte";
            case Type.SHORT -> "java/lang/Short";
            case Type.INT -> "java/lang/Integer";
            case Type.FLOAT -> "java/lang/Float";
            case Type.LONG -> "java/lang/Long";
            case Type.DOUBLE -> "java/lang/Double";
            default -> throw new IllegalArgumentException(primitive.toString());
        });
    }

    /** @return the primitive type a wrapper holds, or null for any other reference type */
    private static Type unbox(Type reference) {
        return switch (reference.getDescriptor()) {
            case "Ljava/lang/Boolean;" -> Type.BOOLEAN_TYPE;
            case "Ljava/lang/Character;" -> Type.CHAR_TYPE;
            case "Ljava/lang/Byte;" -> Type.BYTE_TYPE;
            case "Ljava/lang/Short;" -> Type.SHORT_TYPE;
            case "Ljava/lang/Integer;" -> Type.INT_TYPE;
            case "Ljava/lang/Float;" -> Type.FLOAT_TYPE;
            case "Ljava/lang/Long;" -> Type.LONG_TYPE;
            case "Ljava/lang/Double;" -> Type.DOUBLE_TYPE;
            default -> null;
        };
    }

    /** @return the class with the new classes added to its nest's members */
    private static byte[] withNestMembers(byte[] bytes, List<String> members) {
        ClassReader reader = new ClassReader(bytes);
        ClassWriter writer = new ClassWriter(reader, 0);
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            private final List<String> listed = new ArrayList<>();

            @Override
            public void visitNestMember(String member) {
                listed.add(member);
                super.visitNestMember(member);
            }

            @Override
            public void visitEnd() {
                for (String m : members) {
                    if (!listed.contains(m)) {
                        super.visitNestMember(m);
                    }
                }
                super.visitEnd();
            }
        }, 0);
        return writer.toByteArray();
    }
}
